import '../../kernel/i18n/file-words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFileWidgetProps, type WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { config } from '../../kernel/config/env';
import { describedBy } from '../described-by';
import { RefusalLine } from '../refusal-line';
import { holdSubmitsDuring } from './held-submit';
import { acceptWords, formatSize, isAccepted, parseSize } from '../../screen/file-limits';
import { useWords } from '../../kernel/i18n/i18n';

/** Hidden from the eye, not from the keyboard or a screen reader: the zone around it shows it. */
const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

/**
 * A file field: a zone to drop files on, click, or reach with Tab and open
 * with Enter or Space (the browser's own file input is inside it), then each
 * chosen file by name and size with a Remove button. A file is checked the
 * moment it is chosen, against the field's `accept` and `maxSize`
 * (`ui:options`) and the room the EmailJS attachment limit leaves
 * (PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES); a refused file is named with the
 * reason and never becomes the answer. rjsf's FileWidget rendered the browser's
 * "Choose File / No file chosen" in an outlined box, and said nothing until Send.
 */
export default function FileDropWidget(props: WidgetProps) {
  const { id, label, value, onChange, multiple, options, disabled, readonly, required } = props;
  const { filesInfo, handleChange, handleRemove } = useFileWidgetProps(
    value as string | string[] | undefined,
    onChange,
    multiple,
  );
  const t = useWords();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState('');
  const [over, setOver] = useState(false);
  const off = disabled || readonly;
  const fieldMax = parseSize(options.maxSize);
  const kept = multiple ? filesInfo.reduce((sum, f) => sum + f.size, 0) : 0;
  const room = Math.max(0, config.emailjs.attachmentMaxBytes - kept);
  const perFile = Math.min(fieldMax ?? Infinity, room);
  const types = acceptWords(options.accept, t);
  const words = types
    ? t('files.limits.typed', { types, size: formatSize(perFile, t) })
    : t('files.limits.any', { size: formatSize(perFile, t) });
  // The kinds of file come first in English ("text files"): a sentence starts with a capital.
  const limits = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const limitsText = multiple
    ? t('files.limits.room', { limits, room: formatSize(room, t) })
    : t('files.limits.end', { limits });

  const take = (files: File[]) => {
    if (off || files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const refused: string[] = [];
    let left = room;
    const accepted = chosen.filter((file) => {
      if (!isAccepted(options.accept, file)) {
        refused.push(t('files.refused.type', { name: file.name, types }));
        return false;
      }
      const most = Math.min(fieldMax ?? Infinity, left);
      if (file.size > most) {
        refused.push(
          t('files.refused.size', {
            name: file.name,
            size: formatSize(file.size, t),
            most: formatSize(most, t),
          }),
        );
        return false;
      }
      if (multiple) left -= file.size;
      return true;
    });
    setRefusal(refused.join(' '));
    // rjsf's own reader turns the files into the form's answer (data URLs with their names);
    // it reads any list it can iterate, so the accepted ones go in as an array.
    // A Send meanwhile waits for the read (held-submit.ts).
    if (accepted.length > 0) {
      const read = Promise.resolve(handleChange(accepted as unknown as FileList));
      holdSubmitsDuring(input.current?.form ?? null, read);
    }
  };

  const labelId = `${id}__label`;
  const limitsId = `${id}__limits`;
  const refusalId = `${id}__refusal`;
  return (
    <Box>
      <Typography id={labelId} component="div" sx={{ mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        component="label"
        htmlFor={id}
        className="file-drop-zone"
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setOver(false);
          take(Array.from(e.dataTransfer.files));
        }}
        sx={{
          display: 'block',
          position: 'relative',
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'text.secondary',
          borderRadius: 1,
          textAlign: 'center',
          cursor: off ? 'default' : 'pointer',
          '&:focus-within': {
            outline: '3px solid',
            outlineColor: 'text.primary',
            outlineOffset: 2,
          },
        }}
      >
        <input
          ref={input}
          id={id}
          type="file"
          style={HIDDEN_INPUT}
          accept={typeof options.accept === 'string' ? options.accept : undefined}
          multiple={multiple}
          disabled={off}
          aria-labelledby={labelId}
          aria-describedby={[limitsId, refusal ? refusalId : '', describedBy(props)]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={(props.rawErrors?.length ?? 0) > 0 || refusal !== '' || undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            take(Array.from(e.target.files ?? []));
            // The same file chosen again is a change too.
            e.target.value = '';
          }}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
        />
        <Typography component="span" sx={{ display: 'block' }}>
          {t('files.drop', { multiple: multiple ? 'yes' : 'no' })}{' '}
          <Box component="span" sx={{ fontWeight: 'bold', textDecoration: 'underline' }}>
            {t('files.choose', { multiple: multiple ? 'yes' : 'no' })}
          </Box>
        </Typography>
        <Typography id={limitsId} component="span" variant="body2" color="text.secondary">
          {limitsText} {t('files.notKept', { multiple: multiple ? 'yes' : 'no' })}
        </Typography>
      </Box>
      <RefusalLine id={refusalId} refusal={refusal} />
      {filesInfo.length > 0 && (
        <Box
          component="ul"
          aria-label={t('files.chosen')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {filesInfo.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${String(index)}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography component="span" sx={{ flex: '1 1 12rem' }}>
                {file.name} ({formatSize(file.size, t)})
              </Typography>
              <Button
                onClick={() => handleRemove(index)}
                disabled={off}
                aria-label={t('files.remove', { name: file.name })}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
