import { useEffect, useRef, useState } from 'react';
import type { RegexVerdict } from '../../../checker/regex';
import type { CheckResult, SourceFile } from '../../../screen/types';

/** What the worker is asked: the files' names, and those whose text changed since the last request. */
export type CheckRequest = { names: string[]; changed: SourceFile[] };

/** What the worker answers: the check, and the verdicts on patterns it had not given before. */
export type CheckAnswer = { result: CheckResult; patterns: [string, RegexVerdict][] };

/** The verdict on every pattern the check has judged, by source. */
export type PatternVerdicts = ReadonlyMap<string, RegexVerdict>;

/** The check of some files, the files it is of, and whether those are the files as they are now. */
export type Check = {
  result: CheckResult | undefined;
  checked: SourceFile[] | undefined;
  pending: boolean;
  /** Every pattern judged so far: one not in it is being checked. */
  patterns: PatternVerdicts;
};

/**
 * The whole check of `files` (the checker of `npm run check`), in a worker: the
 * preview renders each change at once and the problems follow when the check is
 * done. While one check runs, only the newest files wait for the next; none
 * while `files` is undefined.
 */
export function useCheck(files: SourceFile[] | undefined): Check {
  const [checked, setChecked] = useState<{ files: SourceFile[]; result: CheckResult }>();
  const [patterns, setPatterns] = useState<PatternVerdicts>(new Map());
  const ask = useRef<(files: SourceFile[]) => void>(undefined);
  useEffect(() => {
    // Made at the first files: a studio that checks nothing (in a built site) loads no checker.
    let worker: Worker | undefined;
    let running: SourceFile[] | undefined;
    let waiting: SourceFile[] | undefined;
    // Sent once, not on every key: copying the shared files to the worker took 10 ms a key.
    const sent = new Map<string, string>();
    const next = () => {
      running = waiting;
      waiting = undefined;
      if (!running) return;
      const request: CheckRequest = {
        names: running.map((f) => f.name),
        changed: running.filter((f) => sent.get(f.name) !== f.text),
      };
      for (const name of sent.keys()) if (!request.names.includes(name)) sent.delete(name);
      for (const f of request.changed) sent.set(f.name, f.text);
      worker?.postMessage(request);
    };
    ask.current = (files) => {
      if (!worker) {
        worker = new Worker(new URL('./check-worker.ts', import.meta.url), { name: 'checker' });
        worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
          if (running) setChecked({ files: running, result: data.result });
          // A new map only with new verdicts: what reads them is not rendered again for nothing.
          if (data.patterns.length > 0)
            setPatterns((known) => new Map([...known, ...data.patterns]));
          next();
        };
        // A check that failed says nothing: the next files are checked all the same.
        worker.onerror = next;
      }
      waiting = files;
      if (!running) next();
    };
    return () => worker?.terminate();
  }, []);
  useEffect(() => {
    if (!files) return;
    // Asked once the form's new frame is rendered: on a machine short of cores, a check started
    // at once took the core the browser needed to paint it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => ask.current?.(files));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [files]);
  return {
    result: checked?.result,
    checked: checked?.files,
    pending: files !== undefined && checked?.files !== files,
    patterns,
  };
}
