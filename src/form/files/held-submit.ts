/** The file reads under way in each form. */
const readsOf = new WeakMap<HTMLFormElement, Set<Promise<unknown>>>();

/**
 * rjsf reads a chosen file into the answer asynchronously: a submit of `form`
 * while `read` is under way is held back, and done again once every read is
 * in, so a file chosen just before Send goes with it.
 */
export function holdSubmitsDuring(form: HTMLFormElement | null, read: Promise<unknown>): void {
  if (!form) return;
  const reads = readsIn(form);
  reads.add(read);
  const done = () => reads.delete(read);
  read.then(done, done);
}

/** The reads under way in `form`, its submits held while there are any. */
function readsIn(form: HTMLFormElement): Set<Promise<unknown>> {
  let reads = readsOf.get(form);
  if (!reads) {
    reads = new Set();
    readsOf.set(form, reads);
    form.addEventListener('submit', heldWhileReading(form, reads), true);
  }
  return reads;
}

/**
 * On the form itself, so it runs after React's capture handlers (the form's
 * own, which take the typed answers) and before its bubbling ones (rjsf's
 * submit, which it stops). A second press meanwhile is the same submit.
 */
function heldWhileReading(form: HTMLFormElement, reads: Set<Promise<unknown>>) {
  let holding = false;
  return (e: SubmitEvent) => {
    if (reads.size === 0 && !holding) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (holding) return;
    holding = true;
    const { submitter } = e;
    void Promise.allSettled([...reads]).then(() => {
      holding = false;
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };
}
