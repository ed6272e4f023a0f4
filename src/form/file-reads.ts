import { createContext } from 'react';

/**
 * The files a form's file fields are still reading into their answers (rjsf
 * reads a chosen file asynchronously): a submit meanwhile waits for them and is
 * done again once they are in, so a file chosen just before Send goes with it.
 */
export class FileReads {
  private readonly reading = new Set<Promise<unknown>>();
  private holding = false;

  track(read: Promise<unknown>): void {
    this.reading.add(read);
    const done = () => this.reading.delete(read);
    read.then(done, done);
  }

  /** Holds `e` back while a file is being read, submitting again after; whether it did. */
  holdSubmit(e: SubmitEvent): boolean {
    if (this.reading.size === 0 && !this.holding) return false;
    e.preventDefault();
    if (this.holding) return true;
    this.holding = true;
    const form = e.target;
    const { submitter } = e;
    void Promise.allSettled([...this.reading]).then(() => {
      this.holding = false;
      if (form instanceof HTMLFormElement && form.isConnected) {
        form.requestSubmit(submitter?.isConnected ? submitter : null);
      }
    });
    return true;
  }
}

export const FileReadsContext = createContext<FileReads | undefined>(undefined);
