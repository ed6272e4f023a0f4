import { TextField, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';

/** A list to pick one from: a native select, which every keyboard and screen reader knows. */
export function ListPicker({
  id,
  label,
  value,
  onChange,
  sx,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      // Shrunk always: "Always" and "Nothing chosen" are values, not an empty box.
      slotProps={{ select: { native: true }, inputLabel: { htmlFor: id, shrink: true } }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}
