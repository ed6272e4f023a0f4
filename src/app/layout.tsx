import { AppBar, Box, Container, Link, Toolbar, Typography } from '@mui/material';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { AccountButton } from '../features/auth/account-button';
import { config, isDevBuild } from '../shared/config/env';
import { paths } from '../shared/routes/paths';
import { themeFile } from '../shared/theme/theme-source';

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* The line keeps the bar apart from the page in dark mode, where both are near black. */}
      <AppBar position="static" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.home}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              overflowWrap: 'anywhere',
              lineHeight: 1.25,
            }}
          >
            {themeFile.logo && (
              // Beside the name it says nothing more: empty alt keeps screen readers to the name.
              <Box
                component="img"
                src={themeFile.logo}
                alt=""
                sx={{ height: 32, width: 'auto', flexShrink: 0 }}
              />
            )}
            {themeFile.productName}
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
        {isDevBuild && config.emailjs.origin !== 'https://api.emailjs.com' && (
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
