import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import {
  addChoice,
  choicesOf,
  moveChoice,
  removeChoice,
  setChoiceCode,
  setChoiceWords,
  type Choice,
} from './choice-edits';

/** An edit of the file's text as it is when it runs; `typing` for a key typed into a field. */
export type Change = (edit: (text: string) => string, typing?: boolean) => void;

/** What the open question's settings show, read from the file's text. */
export type Settings = { choices: Choice[] | undefined };

export function settingsOf(text: string, name: string): Settings {
  return { choices: choicesOf(text, name) };
}

/**
 * The choices of a choice or several-choices question: each one's words and
 * its code, moved up or down, removed, and new ones added, all by keyboard.
 */
export function ChoicesEditor({
  name,
  title,
  choices,
  change,
}: {
  name: string;
  title: string;
  choices: Choice[];
  change: Change;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Choices
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The words are what people read; the code is what is stored and sent. The code follows the
        words until you change it yourself.
      </Typography>
      <Box
        component="ol"
        aria-label={`Choices of "${title}"`}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {choices.map((choice, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <TextField
              size="small"
              label={`Choice ${index + 1}: words`}
              value={choice.words}
              onChange={(e) => change((t) => setChoiceWords(t, name, index, e.target.value), true)}
            />
            <TextField
              size="small"
              label={`Choice ${index + 1}: code`}
              value={choice.code}
              onChange={(e) => change((t) => setChoiceCode(t, name, index, e.target.value), true)}
              error={choices.some((c, i) => i !== index && c.code === choice.code)}
              helperText={
                choices.some((c, i) => i !== index && c.code === choice.code)
                  ? 'Another choice has this code'
                  : undefined
              }
            />
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                aria-label={`Move "${choice.words}" up`}
                disabled={index === 0}
                onClick={() => change((t) => moveChoice(t, name, index, index - 1))}
              >
                <span aria-hidden="true">↑</span>
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move "${choice.words}" down`}
                disabled={index === choices.length - 1}
                onClick={() => change((t) => moveChoice(t, name, index, index + 1))}
              >
                <span aria-hidden="true">↓</span>
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove "${choice.words}"`}
                disabled={choices.length === 1}
                onClick={() => change((t) => removeChoice(t, name, index))}
              >
                <span aria-hidden="true">✕</span>
              </IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
        onClick={() => change((t) => addChoice(t, name))}
      >
        + Add a choice
      </Button>
    </Box>
  );
}
