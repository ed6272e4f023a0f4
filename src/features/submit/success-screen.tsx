import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { safeRedirect } from '../../shared/routes/safe-path';
import type { SuccessOptions } from '../../shared/screen-files/types';

const REDIRECT_DELAY_MS = 4000;

export function SuccessScreen({ success }: { success?: SuccessOptions }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const redirect = safeRedirect(success?.redirect);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => window.location.assign(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect]);
  return (
    <Box role="status">
      <Alert severity="success" icon={false} sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} gutterBottom>
          {success?.title ?? 'Thank you!'}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {success?.message ?? 'Your answers were sent.'}
        </Typography>
        {redirect && (
          <Button href={redirect} variant="contained" sx={{ mt: 2 }}>
            Continue
          </Button>
        )}
      </Alert>
    </Box>
  );
}
