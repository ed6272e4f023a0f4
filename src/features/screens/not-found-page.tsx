import { Button, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography gutterBottom>
        There is no form at <code>{pathname}</code>. It may have moved or been removed.
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        See all forms
      </Button>
    </>
  );
}
