import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import type { Problem } from '../../shared/screen-files/types';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import type { ScreenSummary } from './manifest-types';
import { ProblemList } from './problem-list';
import { listedScreens } from './sort-screens';

export function HomePage({ screens, problems }: { screens: ScreenSummary[]; problems: Problem[] }) {
  useDocumentTitle(undefined);
  const listed = listedScreens(screens);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Forms
      </Typography>
      {problems.length > 0 && <ProblemList problems={problems} />}
      {listed.length === 0 ? (
        <Typography>No forms yet: add a file to schemas/ to make one.</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Forms" disablePadding>
            {listed.map((s) => (
              <ListItem key={s.slug} disablePadding divider>
                <ListItemButton component={Link} to={s.route}>
                  <ListItemText
                    primary={s.title}
                    secondary={s.description}
                    slotProps={{ primary: { component: 'span' } }}
                  />
                  {s.problemCount > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      label={`${s.problemCount} to fix`}
                      sx={{ ml: 1 }}
                    />
                  )}
                  {s.access === 'signed-in' && (
                    <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>
                      <LockOutlined titleAccess="Sign-in required" />
                    </ListItemIcon>
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
