import { useEffect, useState } from 'react';
import { markHydrated } from '../../kernel/ui/hydration-gate';
import { useHydrated } from '../../kernel/ui/use-hydrated';
import { draftAnswers } from '../../screen/kept-answers';
import type { SignedInPerson } from '../../screen/signed-in-person';
import type { ScreenFile } from '../../screen/types';
import { useDraft } from '../drafts';
import { prefillFormData } from '../prefill';

/**
 * This visit's answers: a restored draft, else what the link and the signed-in person fill
 * in, kept as a draft while the person types (when the screen sends and keeps drafts).
 */
export function useVisitAnswers(slug: string, screen: ScreenFile, user: SignedInPerson | null) {
  const keepsDraft = screen.submit !== 'none' && screen.draft !== false;
  const draft = useDraft(
    slug,
    keepsDraft,
    undefined,
    typeof screen.draft === 'object' ? screen.draft.keepForDays : undefined,
  );
  // A restored draft wins over the link and the person (see prefillFormData);
  // of a draft, only answers to this screen's fields come back.
  const firstAnswers = () =>
    prefillFormData(
      screen.schema,
      screen.prefill,
      { query: new URLSearchParams(window.location.search), user },
      draftAnswers(screen, draft.initial),
      screen.uiSchema,
    );
  // Hydrating the page rendered at build time: it was rendered for nobody, from no
  // link and no draft, so with no answers at all. This visit's own answers
  // come in the render pass hydration ends with (React's way of adjusting
  // state to a change, with no extra frame rendered in between); only then is the
  // page the app's, and what was typed into it before is handed to the form,
  // on top of them (buffered-input.tsx).
  const hydrated = useHydrated();
  const [formData, setFormData] = useState<unknown>(() => (hydrated ? firstAnswers() : undefined));
  const [tookOver, setTookOver] = useState(hydrated);
  if (hydrated && !tookOver) {
    setTookOver(true);
    const answers = firstAnswers();
    if (answers !== undefined) setFormData(answers);
  }
  useEffect(() => {
    if (tookOver) markHydrated();
  }, [tookOver]);
  const change = (answers: unknown) => {
    // rjsf reports the defaults it added as it is built: for the page rendered at
    // build time, that report would land after this visit's answers and undo them.
    if (!tookOver) return;
    setFormData(answers);
    // Never a password or a file in the browser's storage.
    draft.save(draftAnswers(screen, answers));
  };
  return { formData, change, hydrated, draftOff: draft.off, forgetDraft: draft.forget };
}
