import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';

/**
 * The error element of every screen route: a crash inside one screen stays in
 * that screen, the app bar and every other screen keep working, and answers
 * already saved as a draft are still there after a reload.
 */
export function ScreenCrash() {
  const error = useRouteError();
  // The detail helps a developer reading the console; the person gets plain words.
  console.error(error);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong on this screen
      </Typography>
      <Alert severity="error" role="alert">
        Your saved answers are kept in this browser. Reload the page to try again, or open another
        form.
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button component={Link} to={paths.home}>
            See all forms
          </Button>
        </Stack>
      </Alert>
    </>
  );
}
