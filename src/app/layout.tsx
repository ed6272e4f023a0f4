import { AppBar, Box, Container, Link, Toolbar, Typography } from '@mui/material';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { AccountButton } from '../features/auth/account-button';
import { config } from '../shared/config/env';
import { paths } from '../shared/routes/paths';

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.home}
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            Forms
          </Typography>
          <AccountButton />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4, flexGrow: 1 }}>
        <Outlet />
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          All forms
        </Link>
        {config.isDev && config.emailjs.origin !== 'https://api.emailjs.com' && (
          <>
            {' · '}
            <Link href={`${config.emailjs.origin}/`} color="inherit">
              Sent emails (local sink)
            </Link>
          </>
        )}
      </Box>
    </Box>
  );
}
