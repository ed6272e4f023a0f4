/**
 * The studio's commands that every tab shares, by name: their words on their
 * buttons and the keys that run them (`useShortcuts` binds them once for the
 * whole editor, whichever tab is open).
 */
export type CommandName = 'undo' | 'redo' | 'save';

type Command = {
  words: string;
  /** The keys, with Ctrl (⌘ on a Mac), as `aria-keyshortcuts` names them. */
  keys: readonly string[];
};

export const COMMANDS: Record<CommandName, Command> = {
  undo: { words: 'Undo', keys: ['Control+Z'] },
  redo: { words: 'Redo', keys: ['Control+Shift+Z', 'Control+Y'] },
  save: { words: 'Save', keys: ['Control+S'] },
};

/** What a command's button says its keys are: `aria-keyshortcuts` and a tooltip. */
export function shortcutProps(name: CommandName): { 'aria-keyshortcuts': string; title: string } {
  const { words, keys } = COMMANDS[name];
  return { 'aria-keyshortcuts': keys.join(' '), title: `${words} (${keys.join(' or ')})` };
}

/** The command a key press runs, if any: Ctrl or ⌘, and the key with Shift as written. */
export function commandOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): CommandName | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const pressed = `Control+${event.shiftKey ? 'Shift+' : ''}${event.key.toUpperCase()}`;
  return (Object.keys(COMMANDS) as CommandName[]).find((name) =>
    COMMANDS[name].keys.includes(pressed),
  );
}
