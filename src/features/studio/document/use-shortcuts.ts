import { useEffect, useRef } from 'react';
import { commandOf, type CommandName } from './commands';

/**
 * The studio's keys for the commands of the tab that is open (commands.ts):
 * Ctrl+Z in a card's text box, in the File (JSON) tab or anywhere else on the
 * page is the studio's one undo, never the box's own. Bound once; the
 * commands are read as they are when a key is pressed. Not while a dialog is
 * open: its own keys are its own.
 */
export function useShortcuts(commands: Partial<Record<CommandName, () => void>>): void {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const name = commandOf(event);
      const run = name && latest.current[name];
      if (!run || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
