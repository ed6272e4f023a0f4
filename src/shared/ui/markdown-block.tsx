import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * Shows HTML made by `markdownToSafeHtml` (at build time for screen files, in
 * the browser for the preview); nothing else may be passed here.
 */
export function MarkdownBlock({ safeHtml, sx }: { safeHtml: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
