import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * How long typing may pause before the answer goes to the form. Every change
 * the form takes re-renders and re-derives the whole form (about 100 ms at
 * 1000 fields), so a keystroke only updates its own field and the form hears
 * of it once the typing pauses, the field is left, or the form is submitted.
 */
export const COMMIT_AFTER_MS = 300;

/** The typed-but-not-yet-committed answers of one form, so a submit can send them first. */
export class PendingAnswers {
  private readonly flushes = new Set<() => void>();

  add(flush: () => void): () => void {
    this.flushes.add(flush);
    return () => this.flushes.delete(flush);
  }

  /**
   * Hands every typed answer to the form now. Called as a submit starts:
   * rjsf queues the submit after the changes of the same event, so it
   * validates and sends the last answer typed.
   */
  commitAll(): void {
    for (const flush of [...this.flushes]) flush();
  }
}

export const PendingAnswersContext = createContext<PendingAnswers | undefined>(undefined);

const MuiBaseInputTemplate = Templates.BaseInputTemplate;

/**
 * rjsf-mui's text input (text, email, number, date, textarea...) with the
 * answer held by the field while it is typed: see COMMIT_AFTER_MS.
 */
export function BufferedInputTemplate(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur, onChangeOverride } = props;
  const pendingAnswers = useContext(PendingAnswersContext);
  // What the person typed and the form has not taken yet; shown instead of `value`.
  const [typed, setTyped] = useState<{ value: unknown }>();
  const pending = useRef<{ value: unknown; timer: ReturnType<typeof setTimeout> }>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const commit = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = undefined;
    // Batched with the form's own update: the field shows the form's value from the same render on.
    setTyped(undefined);
    latestOnChange.current(p.value);
  }, []);

  useEffect(() => {
    const remove = pendingAnswers?.add(commit);
    return () => {
      remove?.();
      if (pending.current) clearTimeout(pending.current.timer);
    };
  }, [pendingAnswers, commit]);

  if (!MuiBaseInputTemplate) return null;
  // A widget with its own change handling (and a form without the context) keeps rjsf's timing.
  if (onChangeOverride || !pendingAnswers) return <MuiBaseInputTemplate {...props} />;
  return (
    <MuiBaseInputTemplate
      {...props}
      value={typed ? typed.value : value}
      onChange={(next: unknown) => {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { value: next, timer: setTimeout(commit, COMMIT_AFTER_MS) };
        setTyped({ value: next });
      }}
      onBlur={(id: string, data: unknown) => {
        // Committed first, so the check that leaving a field runs sees its last answer.
        commit();
        onBlur(id, data);
      }}
    />
  );
}
