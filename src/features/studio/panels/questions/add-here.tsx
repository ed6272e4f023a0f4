import { Box, Button, Menu, MenuItem } from '@mui/material';
import { memo, useState } from 'react';
import { KIND_WORDS, QUESTION_KINDS, type QuestionKind } from '../../kinds/kind-table';

/** "Add a question here", between two cards: the palette of kinds. */
export const AddHere = memo(function AddHere({
  position,
  onAdd,
}: {
  position: number;
  onAdd: (kind: QuestionKind, position: number) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `add-at-${position}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 0.5 }}>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Add a question at place ${position + 1}`}
      >
        + Add a question
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {QUESTION_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind, position);
            }}
          >
            {KIND_WORDS[kind]}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
});
