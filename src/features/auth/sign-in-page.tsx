import '../../kernel/i18n/load-later-catalogue';
import { Alert, Box, Button, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { themeFile } from '@generated/theme-file';
import { splitLanguagePath } from '../../kernel/i18n/language-paths';
import { paths } from '../../kernel/routes/paths';
import type { AuthService, HostedProvider } from '../../services/firebase';
import { browserStorage } from '../../services/storage';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { i18n, useWords } from '../../kernel/i18n/i18n';
import { useAuth } from './auth-context';
import { authErrorMessage } from './error-messages';
import { ProviderMark } from './provider-marks';
import { safeNext } from './safe-next';

// Brand names, the same in every language.
const HOSTED: { id: HostedProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
  { id: 'microsoft', name: 'Microsoft' },
];

// The email a sign-in link was sent to, so opening the link in this browser needs no retyping.
const LINK_EMAIL_KEY = 'forms.email-for-sign-in';

/** What signing in is for, said by the page the person goes back to after. */
function introOf(next: string) {
  const { pathname } = new URL(next, window.location.origin);
  const { path } = splitLanguagePath(pathname, themeFile.languages);
  if (path === paths.home) return 'signIn.intro.home';
  if (path === paths.responses || path.startsWith(`${paths.responses}/`)) {
    return 'signIn.intro.responses';
  }
  return 'signIn.intro.form';
}

/** The sign-in page in the MUI theme: the page around it is rendered without MUI. */
export function SignInPage() {
  return (
    <MuiRoot>
      <SignInForm />
    </MuiRoot>
  );
}

function SignInForm() {
  const t = useWords();
  useDocumentTitle(t('signIn.title'));
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
          // Once, as the page opens: not again when the language changes.
          setNotice(i18n._('signIn.linkEmail'));
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
    setError(t('signIn.needEmail'));
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
      setError(t('signIn.needPassword'));
      return;
    }
    void run((s) => s.signInWithPassword(email.trim(), password));
  };

  const createAccount = () => {
    if (!needEmail()) return;
    if (password === '') {
      setError(t('signIn.choosePassword'));
      return;
    }
    void run((s) => s.createAccount(email.trim(), password));
  };

  const resetPassword = () => {
    if (!needEmail()) return;
    void run(async (s) => {
      await s.sendPasswordReset(email.trim());
      setNotice(t('signIn.resetSent', { email: email.trim() }));
    });
  };

  const sendLink = () => {
    if (!needEmail()) return;
    const returnUrl = `${window.location.origin}${paths.signIn}?${new URLSearchParams({ next })}`;
    void run(async (s) => {
      await s.sendSignInLink(email.trim(), returnUrl);
      browserStorage.write(LINK_EMAIL_KEY, email.trim());
      setNotice(t('signIn.linkSent', { email: email.trim() }));
    });
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('signIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(introOf(next))}
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
          {t('signIn.notLoaded')}
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
              {t('signIn.continueWith', { provider: p.name })}
            </Button>
          ))}
        </Stack>
      )}
      {hosted.length > 0 && (withPassword || withLink) && !finishingLink && (
        <Divider sx={{ my: 3 }}>{t('signIn.or')}</Divider>
      )}
      {(withPassword || withLink || finishingLink) && (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField
              label={t('signIn.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {withPassword && !finishingLink && (
              <TextField
                label={t('signIn.password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
            {finishingLink ? (
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('signIn.finish')}
              </Button>
            ) : (
              <>
                {withPassword && (
                  <>
                    <Button type="submit" variant="contained" size="large" disabled={busy}>
                      {t('signIn.title')}
                    </Button>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                      <Button onClick={createAccount} disabled={busy}>
                        {t('signIn.createAccount')}
                      </Button>
                      <Button onClick={resetPassword} disabled={busy}>
                        {t('signIn.forgot')}
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
                    {t('signIn.emailLink')}
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
