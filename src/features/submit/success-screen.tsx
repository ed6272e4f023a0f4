import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../kernel/routes/local-path';
import { paths } from '../../kernel/routes/paths';
import { safeRedirect } from '../../kernel/routes/safe-path';
import { useEmbedded } from '../../kernel/ui/embedded';
import { useWords } from '../../kernel/i18n/i18n';
import type { SuccessOptions } from '../../screen/types';

const REDIRECT_DELAY_MS = 4000;

const CopyOffer = lazy(() => import('./copy-offer'));

/** The confirmation after a send, with the two ways on: another response, or back to the forms. */
export function SuccessScreen({
  success,
  copy,
  copyDue,
  note,
  onCopyToken,
  onAnother,
}: {
  success?: SuccessOptions;
  /** What became of the copy to the person (`email.confirmation`), when one was due. */
  copy?: { ok: boolean; message: string };
  /** The address a copy may go to once the person passes its own captcha. */
  copyDue?: string;
  /** The answers were kept, but the email about them failed. */
  note?: string;
  onCopyToken?: (token: string) => void;
  onAnother: () => void;
}) {
  const t = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const redirect = safeRedirect(success?.redirect);
  const embedded = useEmbedded();
  const local = useLocalPath();
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    // In another site's frame the page would load there, under that site (a page of this one
    // refuses frames): Continue, below, opens it in a tab of its own (embed-layout.tsx).
    if (!redirect || embedded) return;
    const timer = setTimeout(() => window.location.assign(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, embedded]);
  return (
    <Box role="status">
      <Alert severity="success" icon={false} sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} gutterBottom>
          {success?.title ?? t('success.title')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {success?.message ?? t('success.message')}
        </Typography>
        {copyDue && onCopyToken && (
          <Suspense fallback={null}>
            <CopyOffer address={copyDue} onToken={onCopyToken} />
          </Suspense>
        )}
        {note && (
          <Alert severity="warning" sx={{ mt: 2 }} className="kept-note">
            {note}
          </Alert>
        )}
        {copy && (
          <Alert severity={copy.ok ? 'info' : 'warning'} sx={{ mt: 2 }}>
            {copy.message}
          </Alert>
        )}
        <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap' }}>
          {redirect && (
            <Button href={redirect} variant="contained">
              {t('success.continue')}
            </Button>
          )}
          <Button variant={redirect ? 'outlined' : 'contained'} onClick={onAnother}>
            {t('success.another')}
          </Button>
          {/* In another site's frame the rest of the app is not where the person is going. */}
          {!embedded && (
            <Button component={Link} to={local(paths.home)} variant="outlined">
              {t('notFound.seeAll')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Box>
  );
}
