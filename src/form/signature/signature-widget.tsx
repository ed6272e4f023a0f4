import '../../kernel/i18n/kind-words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import SignaturePad from 'signature_pad';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { config } from '../../kernel/config/env';
import { useWords } from '../../kernel/i18n/i18n';
import { formatSize, parseSize } from '../../screen/file-limits';
import { typedSignature } from '../../screen/signature';
import { COMMIT_AFTER_MS, PendingAnswersContext } from '../buffered-input';
import { describedBy } from '../described-by';
import { RefusalLine } from '../refusal-line';
import { fittingPng, signatureAnswer } from './signature-png';

/** The pad is paper in light and dark mode alike, so the PNG is what the person saw. */
const PAPER = '#ffffff';
const INK = '#1c2541';
/** A handwriting face where the system has one; italic of the page's face otherwise. */
const TYPED_FACE = '"Segoe Script", "Bradley Hand", "Snell Roundhand", "Brush Script MT", cursive';
/** The finest backing store kept: a 3x phone is still sharp, a zoomed-in page not unbounded. */
const MOST_RATIO = 3;

type Mode = 'draw' | 'type';

/** The pad's backing store at the device's resolution, for the size it is rendered at. */
function fitCanvas(canvas: HTMLCanvasElement): number {
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MOST_RATIO);
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  return ratio;
}

/** A name written across the pad in a hand-like face, as large as fits. */
function drawName(canvas: HTMLCanvasElement, ratio: number, name: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const width = canvas.width / ratio;
  const height = canvas.height / ratio;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  let size = Math.round(height * 0.36);
  const font = () => `italic ${String(size)}px ${TYPED_FACE}`;
  ctx.font = font();
  while (size > 12 && ctx.measureText(name).width > width - 32) {
    size -= 2;
    ctx.font = font();
  }
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(name, width / 2, height * 0.7);
}

/**
 * The canvas as a PNG at `scale` pixels per CSS pixel: its own pixels, or
 * redrawn smaller on white (a PNG of fewer pixels weighs less).
 */
function encoder(canvas: HTMLCanvasElement, ratio: number) {
  return (scale: number) => {
    if (scale === ratio) return canvas.toDataURL('image/png');
    const small = document.createElement('canvas');
    small.width = Math.round((canvas.width / ratio) * scale);
    small.height = Math.round((canvas.height / ratio) * scale);
    const ctx = small.getContext('2d');
    if (!ctx) return canvas.toDataURL('image/png');
    ctx.fillStyle = PAPER;
    ctx.fillRect(0, 0, small.width, small.height);
    ctx.drawImage(canvas, 0, 0, small.width, small.height);
    return small.toDataURL('image/png');
  };
}

/**
 * A signature (`"ui:widget": "signature"` on a `format: data-url` string):
 * drawn with a finger, pen or mouse on a pad (signature_pad: Pointer Events,
 * smooth strokes whose width follows speed, not pressure), with Clear; or,
 * for whoever cannot draw, the name typed ("Type your name instead", the
 * keyboard's way), which is written onto the pad. Either is the answer as a
 * PNG, kept under the field's `maxSize` and the EmailJS attachment limit, and
 * sent as a file is. The page rendered at build time has the pad at its final
 * size, so nothing moves when the app hydrates it and strokes start working.
 */
// A default export: loaded as a part of the screens that have a signature (perf/parts.ts).
export default function SignatureWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, options, disabled, readonly, required } = props;
  const t = useWords();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const ratioRef = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const given = typeof value === 'string' ? value : undefined;
  const givenName = given === undefined ? undefined : typedSignature(given);
  const [mode, setMode] = useState<Mode>(givenName === undefined ? 'draw' : 'type');
  const [name, setName] = useState(givenName ?? '');
  const [empty, setEmpty] = useState(given === undefined);
  const [refusal, setRefusal] = useState('');
  const modeRef = useRef(mode);
  const nameRef = useRef(name);
  const off = Boolean(disabled || readonly);
  const limit = Math.min(parseSize(options.maxSize) ?? Infinity, config.emailjs.attachmentMaxBytes);
  const invalid = (props.rawErrors?.length ?? 0) > 0 || refusal !== '';
  // Latest props for the pad's event handlers, which are set up once.
  const latest = useRef({ onChange, limit, t });
  useEffect(() => {
    latest.current = { onChange, limit, t };
  });

  /** The pad as the answer, or no answer; a PNG too large for the limits is refused in words. */
  const commit = useCallback((typed?: string) => {
    const canvas = canvasRef.current;
    const { onChange: change, limit: most, t: words } = latest.current;
    if (!canvas) return;
    const ratio = ratioRef.current;
    const scales = [...new Set([Math.min(ratio, 2), 1])];
    const png = fittingPng(encoder(canvas, ratio), scales, most);
    if (png === undefined) {
      setRefusal(words('signature.tooLarge', { most: formatSize(most, words) }));
      change(undefined);
      return;
    }
    setRefusal('');
    change(signatureAnswer(png, typed));
  }, []);

  // A typed name goes to the form once typing pauses, the box is left or the form is
  // sent, as typed text does (buffered-input.tsx): each change re-checks the whole form.
  const pendingAnswers = useContext(PendingAnswersContext);
  const namePending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitName = useCallback(() => {
    if (namePending.current === undefined) return;
    clearTimeout(namePending.current);
    namePending.current = undefined;
    if (nameRef.current) commit(nameRef.current);
    else latest.current.onChange(undefined);
  }, [commit]);
  useEffect(() => {
    const remove = pendingAnswers?.add(commitName);
    return () => {
      remove?.();
      clearTimeout(namePending.current);
    };
  }, [pendingAnswers, commitName]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return undefined;
    ratioRef.current = fitCanvas(canvas);
    const pad = new SignaturePad(canvas, {
      backgroundColor: PAPER,
      penColor: INK,
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    if (modeRef.current === 'type') {
      pad.off();
      if (nameRef.current) drawName(canvas, ratioRef.current, nameRef.current);
    } else if (given !== undefined) {
      // Back on this step, or answers given to the form: the PNG drawn again.
      const { width, height } = canvas.getBoundingClientRect();
      void pad.fromDataURL(given, { ratio: ratioRef.current, width, height });
    }
    if (off) pad.off();
    const ended = () => {
      setEmpty(false);
      commit();
    };
    pad.addEventListener('endStroke', ended);
    // A turned phone or a wider window: the backing store follows, the strokes drawn again.
    let width = canvas.getBoundingClientRect().width;
    const resized = new ResizeObserver(() => {
      const now = canvas.getBoundingClientRect().width;
      if (now === width) return;
      width = now;
      ratioRef.current = fitCanvas(canvas);
      if (modeRef.current === 'type') drawName(canvas, ratioRef.current, nameRef.current);
      else pad.redraw();
    });
    resized.observe(canvas);
    return () => {
      resized.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
    // Set up once per pad: later answers come from the pad itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const strokes = useRef<ReturnType<SignaturePad['toData']>>([]);
  const switchMode = () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    const next: Mode = mode === 'draw' ? 'type' : 'draw';
    modeRef.current = next;
    setMode(next);
    setRefusal('');
    if (next === 'type') {
      // The box takes the keys at once: this is the keyboard's way to sign.
      requestAnimationFrame(() => inputRef.current?.focus());
      strokes.current = pad?.toData() ?? [];
      pad?.clear();
      pad?.off();
      if (canvas && nameRef.current) {
        drawName(canvas, ratioRef.current, nameRef.current);
        commit(nameRef.current);
      } else {
        onChange(undefined);
      }
      return;
    }
    const drawn = pad !== null && strokes.current.length > 0;
    pad?.clear();
    pad?.fromData(strokes.current);
    if (!off) pad?.on();
    setEmpty(!drawn);
    if (drawn) commit();
    else onChange(undefined);
  };

  const clear = () => {
    padRef.current?.clear();
    strokes.current = [];
    // Clear is off on an empty pad: the focus goes on to the next control rather than the page.
    switchRef.current?.focus();
    setEmpty(true);
    setRefusal('');
    onChange(undefined);
  };

  const typeName = (text: string) => {
    setName(text);
    nameRef.current = text.trim();
    const canvas = canvasRef.current;
    if (canvas && nameRef.current) drawName(canvas, ratioRef.current, nameRef.current);
    else padRef.current?.clear();
    clearTimeout(namePending.current);
    namePending.current = setTimeout(commitName, COMMIT_AFTER_MS);
  };

  const labelId = `${id}__label`;
  const refusalId = `${id}__refusal`;
  const noteId = `${id}__note`;
  const messages = [refusal ? refusalId : '', describedBy(props) ?? '', noteId]
    .filter(Boolean)
    .join(' ');
  return (
    <Box
      role="group"
      aria-labelledby={hideLabel || !label ? undefined : labelId}
      aria-label={hideLabel && label ? label : undefined}
      sx={{ maxWidth: 560 }}
    >
      {labelValue(
        <FormLabel id={labelId} required={required} error={invalid} sx={{ display: 'block' }}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      {mode === 'type' && (
        <TextField
          id={id}
          inputRef={inputRef}
          label={t('signature.typedLabel')}
          value={name}
          onChange={(e) => typeName(e.target.value)}
          onBlur={() => {
            commitName();
            props.onBlur(id, value);
          }}
          onFocus={() => props.onFocus(id, value)}
          disabled={off}
          autoComplete="name"
          fullWidth
          margin="dense"
          error={invalid}
          slotProps={{
            htmlInput: {
              'aria-required': required || undefined,
              'aria-invalid': invalid || undefined,
              'aria-describedby': messages,
            },
          }}
        />
      )}
      <Box
        className="signature-pad"
        sx={{
          position: 'relative',
          mt: 1,
          height: 176,
          border: 1,
          borderColor: invalid ? 'error.main' : 'text.secondary',
          borderRadius: 1,
          bgcolor: PAPER,
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t(
            mode === 'type' ? 'signature.typedPad' : empty ? 'signature.pad' : 'signature.drawn',
          )}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            // A stroke draws; it never scrolls or zooms the page (set before the app's code runs too).
            touchAction: mode === 'draw' ? 'none' : 'auto',
            cursor: mode === 'draw' && !off ? 'crosshair' : 'default',
          }}
        />
        {mode === 'draw' && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInline: 24,
              bottom: 40,
              borderBottom: '1px solid #9aa0ac',
              pointerEvents: 'none',
              color: '#5f6573',
              typography: 'body2',
              pb: 0.5,
            }}
          >
            {empty ? t('signature.hint') : ''}
          </Box>
        )}
      </Box>
      <RefusalLine id={refusalId} refusal={refusal} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {mode === 'draw' && (
          <Button onClick={clear} disabled={off || empty}>
            {t('signature.clear')}
          </Button>
        )}
        <Button
          ref={switchRef}
          id={mode === 'draw' ? id : undefined}
          onClick={switchMode}
          disabled={off}
          aria-describedby={mode === 'draw' ? messages : undefined}
          sx={{ marginInlineStart: 'auto' }}
        >
          {t(mode === 'draw' ? 'signature.typeInstead' : 'signature.drawInstead')}
        </Button>
      </Box>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {t('signature.notKept')}
      </Typography>
    </Box>
  );
}
