import { Menu, MenuItem } from '@mui/material';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useWords } from '../../kernel/i18n/i18n';

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
  const t = useWords();
  return (
    <MuiRoot>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        <MenuItem disabled>{t('account.signedInAs', { email })}</MenuItem>
        {problem && (
          <MenuItem disabled role="alert">
            {problem}
          </MenuItem>
        )}
        <MenuItem onClick={onSignOut}>{t('account.signOut')}</MenuItem>
      </Menu>
    </MuiRoot>
  );
}
