import { Menu, MenuItem } from '@mui/material';
import { MuiRoot } from '../../shared/ui/mui-root';

/**
 * The account button's menu, in its own chunk: MUI's menu brings popover,
 * modal, focus trap and transitions, which no one needs until they open it,
 * while the button itself is on every page's first load.
 */
export function AccountMenu({
  anchor,
  email,
  problem,
  onClose,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  email: string;
  problem: string | undefined;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <MuiRoot>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        <MenuItem disabled>Signed in as {email}</MenuItem>
        {problem && (
          <MenuItem disabled role="alert">
            {problem}
          </MenuItem>
        )}
        <MenuItem onClick={onSignOut}>Sign out</MenuItem>
      </Menu>
    </MuiRoot>
  );
}
