import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of a settings panel, with its heading for the page's outline: a level 3 heading
 * for the parts of the Screen tab, level 4 under a panel's own heading (the Look tab).
 */
export function SettingsPart({
  title,
  level,
  children,
}: {
  title: string;
  level: 3 | 4;
  children: ReactNode;
}) {
  const id = `${level === 3 ? 'settings' : 'look'}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ display: 'grid', gap: level === 3 ? 2 : 1.5 }}
    >
      {level === 3 ? (
        <Typography id={id} variant="h6" component="h3" sx={{ mt: 1 }}>
          {title}
        </Typography>
      ) : (
        <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}
