import { Alert, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * What did not work, in the author's words, with what the server said in a smaller line
 * (for whoever helps them), and Try again when trying again can help.
 */
export function FailureAlert({
  words,
  detail,
  onRetry,
}: {
  words: string;
  detail?: string;
  onRetry?: () => void;
}) {
  // On a phone the page sits under the list of screens: what failed there is brought into view.
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const top = alert.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) alert.current?.scrollIntoView();
  }, [words]);
  return (
    <Alert
      ref={alert}
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            Try again
          </Button>
        )
      }
    >
      {words}
      {detail && (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Alert>
  );
}
