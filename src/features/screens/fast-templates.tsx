import MuiBaseInputTemplate from '@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * How long typing may pause before the form hears of it. rjsf answers every
 * change by rebuilding the state of the whole form (defaults, conditionals,
 * then a render of every field): about 40 ms on a 1000-field form, so on the
 * typing path it made each keystroke slower the bigger the form. Typed text is
 * shown at once by the field itself; the form catches up after this pause, on
 * leaving the field, or on Enter (which submits).
 */
export const TYPING_PAUSE_MS = 250;

/**
 * rjsf-mui's input template with field-level state: a keystroke renders this
 * one field only. Used for every text-like input (text, email, number, date...).
 */
export function FastBaseInputTemplate(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur } = props;
  const [local, setLocal] = useState<unknown>(value);
  const pending = useRef<{ value: unknown; timer: ReturnType<typeof setTimeout> } | undefined>(
    undefined,
  );
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = undefined;
    latestOnChange.current(p.value);
  }, []);

  // A value set by the form (its catching up, a reset, a restored draft) is
  // what the field shows from then on.
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    setLocal(value);
  }

  // Nothing typed is lost when the field goes away (a step change, a condition).
  useEffect(() => flush, [flush]);

  const handleChange = useCallback(
    (next: unknown) => {
      setLocal(next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value: next, timer: setTimeout(flush, TYPING_PAUSE_MS) };
    },
    [flush],
  );
  const handleBlur = useCallback(
    (id: string, v: unknown) => {
      flush();
      onBlur(id, v);
    },
    [flush, onBlur],
  );
  const handleKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter') flush();
    },
    [flush],
  );

  return (
    <MuiBaseInputTemplate
      {...props}
      value={local}
      onChange={handleChange}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    />
  );
}
