import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  shape: { borderRadius: 8 },
});
