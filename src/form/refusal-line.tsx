import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Why what the person just gave was not taken (a file too large, a signature
 * too heavy to send), said at once: a polite live region, so a screen reader
 * reads it without moving the focus.
 */
export function RefusalLine({ id, refusal }: { id: string; refusal: string }) {
  return (
    <Box aria-live="polite">
      {refusal && (
        <Typography id={id} color="error" variant="body2" sx={{ mt: 1 }}>
          {refusal}
        </Typography>
      )}
    </Box>
  );
}
