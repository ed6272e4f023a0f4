import { Alert, Box, Button, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import type { AuthService, HostedProvider } from '../../services/firebase';
import { browserStorage } from '../../services/storage';
import { MuiRoot } from '../../shared/ui/mui-root';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useAuth } from './auth-context';
import { authErrorMessage } from './error-messages';
import { ProviderMark } from './provider-marks';
import { safeNext } from './safe-next';

const HOSTED: { id: HostedProvider; label: string }[] = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
  { id: 'microsoft', label: 'Continue with Microsoft' },
];

// The email a sign-in link was sent to, so opening the link in this browser needs no retyping.
const LINK_EMAIL_KEY = 'forms.email-for-sign-in';

/** The sign-in page in the MUI theme: the page around it is drawn without MUI. */
export function SignInPage() {
  return (
    <MuiRoot>
      <SignInForm />
    </MuiRoot>
  );
}

function SignInForm() {
  useDocumentTitle('Sign in');
  const { status, user, methods, load } = useAuth();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'), window.location.origin);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [finishingLink, setFinishingLink] = useState(false);

  const hosted = HOSTED.filter((p) => methods.includes(p.id));
  const withPassword = methods.includes('password');
  const withLink = methods.includes('emailLink');

  async function run(action: (service: AuthService) => Promise<void>) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await action(await load());
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  // Coming back from a redirect sign-in or from an emailed link finishes it here.
  useEffect(() => {
    let live = true;
    load()
      .then(async (service) => {
        await service.completeRedirect();
        const here = window.location.href;
        if (!service.isSignInLink(here)) return;
        const saved = browserStorage.read(LINK_EMAIL_KEY);
        if (saved) {
          await service.signInWithLink(saved, here);
          browserStorage.remove(LINK_EMAIL_KEY);
        } else if (live) {
          setFinishingLink(true);
          setNotice(
            'Enter the email address the link was sent to, then press "Finish signing in".',
          );
        }
      })
      .catch((e: unknown) => live && setError(authErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [load]);

  if (status === 'ready' && user) return <Navigate to={next} replace />;

  const needEmail = () => {
    if (email.trim() !== '') return true;
    setError('Enter your email address.');
    return false;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (finishingLink) {
      if (needEmail()) void run((s) => s.signInWithLink(email.trim(), window.location.href));
      return;
    }
    if (!needEmail()) return;
    if (password === '') {
      setError('Enter your password.');
      return;
    }
    void run((s) => s.signInWithPassword(email.trim(), password));
  };

  const createAccount = () => {
    if (!needEmail()) return;
    if (password === '') {
      setError('Choose a password for your new account, then press "Create account" again.');
      return;
    }
    void run((s) => s.createAccount(email.trim(), password));
  };

  const resetPassword = () => {
    if (!needEmail()) return;
    void run(async (s) => {
      await s.sendPasswordReset(email.trim());
      setNotice(
        `If there is an account for ${email.trim()}, a link to reset its password is on its way.`,
      );
    });
  };

  const sendLink = () => {
    if (!needEmail()) return;
    const returnUrl = `${window.location.origin}${paths.signIn}?${new URLSearchParams({ next })}`;
    void run(async (s) => {
      await s.sendSignInLink(email.trim(), returnUrl);
      browserStorage.write(LINK_EMAIL_KEY, email.trim());
      setNotice(`We sent a sign-in link to ${email.trim()}. Open it in this browser to continue.`);
    });
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {next === paths.home
          ? 'Sign in to open the forms that need an account.'
          : 'This form needs an account. Sign in and you go straight back to it.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          Sign-in could not be loaded. Check your connection, then reload the page.
        </Alert>
      )}
      {hosted.length > 0 && !finishingLink && (
        <Stack spacing={1.5}>
          {hosted.map((p) => (
            <Button
              key={p.id}
              variant="outlined"
              size="large"
              disabled={busy}
              onClick={() => void run((s) => s.signInWithProvider(p.id))}
              startIcon={<ProviderMark provider={p.id} />}
            >
              {p.label}
            </Button>
          ))}
        </Stack>
      )}
      {hosted.length > 0 && (withPassword || withLink) && !finishingLink && (
        <Divider sx={{ my: 3 }}>or</Divider>
      )}
      {(withPassword || withLink || finishingLink) && (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {withPassword && !finishingLink && (
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
            {finishingLink ? (
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                Finish signing in
              </Button>
            ) : (
              <>
                {withPassword && (
                  <>
                    <Button type="submit" variant="contained" size="large" disabled={busy}>
                      Sign in
                    </Button>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                      <Button onClick={createAccount} disabled={busy}>
                        Create account
                      </Button>
                      <Button onClick={resetPassword} disabled={busy}>
                        Forgot password?
                      </Button>
                    </Stack>
                  </>
                )}
                {withLink && (
                  <Button
                    variant={withPassword ? 'text' : 'contained'}
                    onClick={sendLink}
                    disabled={busy}
                  >
                    Email me a sign-in link
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
