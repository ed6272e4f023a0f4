import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps, RJSFSchema } from '@rjsf/utils';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { awaitingHydration, whenHydrated } from '../kernel/ui/hydration-gate';
import { PendingInput } from './pending-input';

/**
 * How long typing may pause before the answer goes to the form. Every change
 * the form takes re-renders and re-derives the whole form (slow on a long
 * form: docs/decisions/measured-figures.md), so a keystroke only updates its own field and the form hears
 * of it once the typing pauses, the field is left, or the form is submitted.
 */
export const COMMIT_AFTER_MS = 300;

/** The typed-but-not-yet-committed answers of one form, so a submit can send them first. */
export class PendingAnswers extends PendingInput {
  /**
   * Hands every typed answer to the form now. Called as a submit starts:
   * rjsf queues the submit after the changes of the same event, so it
   * validates and sends the last answer typed.
   */
  commitAll(): void {
    this.handOverAll();
  }
}

export const PendingAnswersContext = createContext<PendingAnswers | undefined>(undefined);

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/** What an input shows for a form value, as rjsf-mui's input template shows it. */
const shown = (value: unknown) => (value || value === 0 ? String(value) : '');

/** Whether the input already shows `value` (rjsf hands a typed "1.50" back as 1.5). */
const showsAnswer = (input: HTMLInputElement, value: unknown) =>
  input.value === shown(value) ||
  (typeof value === 'number' && input.value !== '' && Number(input.value) === value);

/**
 * A number field that cannot be negative brings up the phone's keypad with a
 * decimal separator ("," in French), which has no minus sign. In a language
 * writing "2,5", rjsf renders number fields as text boxes (see
 * perf/decimal-separator.ts), whose keyboard would be letters.
 */
function decimalKeypad(schema: RJSFSchema): boolean {
  const lowest = schema.minimum ?? schema.exclusiveMinimum;
  return schema.type === 'number' && typeof lowest === 'number' && lowest >= 0;
}

/**
 * rjsf-mui's text input (text, email, number, date, textarea...) with the
 * answer held by the field while it is typed: see COMMIT_AFTER_MS. The input
 * keeps what is typed itself (uncontrolled), so a keystroke renders nothing at
 * all; a value the form sets from elsewhere (a clear button, a default that
 * follows another answer) is written into it.
 */
export function BufferedInputTemplate(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur, onChangeOverride, options } = props;
  const pendingAnswers = useContext(PendingAnswersContext);
  // What the person typed and the form has not taken yet.
  const pending = useRef<{ value: unknown; timer: ReturnType<typeof setTimeout> }>(undefined);
  const input = useRef<HTMLInputElement>(null);
  // A new input, for a value from elsewhere: it starts with it and its label in
  // place. An input's text is set only as it starts: a later default text would
  // change what it shows behind MUI's back, its label left over the text.
  const [mount, setMount] = useState(() => ({ key: 0, text: shown(value) }));
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const commit = useCallback(function commitAnswer() {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    // Typed into the page rendered at build time: the form first takes this visit's own
    // answers (a draft, a link's) as hydration ends, then this, on the typing pause
    // after it, not among the keys still coming. Leaving sooner hands it over at once
    // (themed-form.tsx).
    if (awaitingHydration()) {
      whenHydrated(() => {
        const held = pending.current;
        if (!held) return;
        clearTimeout(held.timer);
        held.timer = setTimeout(commitAnswer, COMMIT_AFTER_MS);
      });
      return;
    }
    pending.current = undefined;
    latestOnChange.current(p.value);
  }, []);

  useEffect(() => {
    const remove = pendingAnswers?.add(commit);
    return () => {
      remove?.();
      if (pending.current) clearTimeout(pending.current.timer);
    };
  }, [pendingAnswers, commit]);

  const hold = useCallback(
    (next: unknown) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value: next, timer: setTimeout(commit, COMMIT_AFTER_MS) };
    },
    [commit],
  );

  const mounted = useRef(false);
  useLayoutEffect(() => {
    const el = input.current;
    if (!mounted.current) {
      mounted.current = true;
      // Typed into the page rendered at build time, before the app hydrated it:
      // the input kept it (React leaves an input's text alone then), and it is the answer.
      if (el && !showsAnswer(el, value)) {
        hold(el.value === '' ? options.emptyValue : el.value);
        // Handed over after hydration, not on a timer running out before it.
        if (awaitingHydration()) commit();
      }
      return;
    }
    if (!el || pending.current || showsAnswer(el, value)) return;
    // In the field being typed in, only the text changes: the focus and the raised label stay.
    if (el === document.activeElement) el.value = shown(value);
    else setMount((m) => ({ key: m.key + 1, text: shown(value) }));
  }, [value, hold, commit, options.emptyValue]);

  if (!MuiBaseInputTemplate) return null;
  const local = decimalKeypad(props.schema)
    ? {
        ...props,
        slotProps: {
          ...props.slotProps,
          htmlInput: { ...props.slotProps?.htmlInput, inputMode: 'decimal' },
        },
      }
    : props;
  const field =
    // Read-only (a calculated total, `ui:readonly`): rjsf-mui would render it
    // disabled, greyed out and skipped by Tab; a read-only input is reached by
    // the keyboard and read out like any answer. Nothing is typed into it.
    props.readonly && !props.disabled ? (
      <MuiBaseInputTemplate
        {...local}
        readonly={false}
        InputProps={{ ...(props.InputProps as object), readOnly: true }}
      />
    ) : // A widget with its own change handling (and a form without the context) keeps rjsf's timing.
    onChangeOverride || !pendingAnswers ? (
      <MuiBaseInputTemplate {...local} />
    ) : (
      <MuiBaseInputTemplate
        key={mount.key}
        {...local}
        // rjsf-mui hands `options.mui` to MUI's TextField last: no `value` makes it uncontrolled.
        options={{
          ...options,
          mui: {
            ...(options.mui as object),
            value: undefined,
            defaultValue: mount.text,
            inputRef: input,
          },
        }}
        onChange={hold}
        onBlur={(id: string, data: unknown) => {
          // Committed first, so the check that leaving a field runs sees its last
          // answer; left before the form has it (above), it is checked on send.
          commit();
          if (!pending.current) onBlur(id, data);
        }}
      />
    );
  return field;
}
