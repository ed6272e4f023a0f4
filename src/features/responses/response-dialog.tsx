import '../../kernel/i18n/responses-words';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWords } from '../../kernel/i18n/i18n';
import type { Column } from './export';
import type { KeptResponse } from '../../screen/kept-response';

/**
 * One response whole: every question with its answer in words, in the
 * screen's order, and Delete, which asks first.
 */
export function ResponseDialog({
  response,
  columns,
  onClose,
  onDelete,
}: {
  response: KeptResponse | undefined;
  columns: Column[];
  onClose: () => void;
  /** Deletes it from the database; rejects with the words of what went wrong. */
  onDelete: (response: KeptResponse) => Promise<void>;
}) {
  const t = useWords();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setConfirming(false);
    setFailure(undefined);
    onClose();
  };
  const remove = async () => {
    if (!response) return;
    setDeleting(true);
    try {
      await onDelete(response);
      close();
    } catch (error) {
      setFailure(
        t('responses.delete.failed', { reason: String((error as Error).message ?? error) }),
      );
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };
  const [when, ...answers] = columns;
  return (
    <>
      <Dialog
        open={response !== undefined && !confirming}
        onClose={close}
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        {response && when && (
          <>
            <DialogTitle>{t('responses.one.title', { moment: when.words(response) })}</DialogTitle>
            <DialogContent dividers>
              {failure && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <Box component="dl" sx={{ m: 0 }}>
                {answers.map((c) => {
                  const words = c.words(response);
                  return (
                    <Box key={c.key} sx={{ mb: 2 }}>
                      <Typography component="dt" variant="subtitle2">
                        {c.title}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body1"
                        color={words ? 'text.primary' : 'text.secondary'}
                        sx={{ m: 0, whiteSpace: 'pre-wrap' }}
                      >
                        {words || t('responses.one.notAnswered')}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t('responses.one.id', { id: response.id })}
              </Typography>
            </DialogContent>
            <DialogActions>
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('responses.delete')}
              </Button>
              <Button variant="contained" onClick={close}>
                {t('responses.close')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <Dialog open={response !== undefined && confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('responses.delete.question')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('responses.delete.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('responses.delete.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleting}
            onClick={() => void remove()}
          >
            {t('responses.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
