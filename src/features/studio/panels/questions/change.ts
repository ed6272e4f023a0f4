/** An edit of the file's text as it is when it runs; `typing` for a key typed into a field. */
export type Change = (edit: (text: string) => string, typing?: boolean) => void;

/** Renames a question; what is wrong with the new name instead, when something is. */
export type Rename = (from: string, to: string) => string | undefined;
