/**
 * The rules of a file field, pure so the checker, the widget and the tests
 * share them: a size written by an author ("2 MB"), the types a field accepts
 * (`accept`, as the browser's own attribute), and sizes in words (the words
 * handed in: the checker runs where the app's catalogues are not).
 */
import type { Words } from '../kernel/i18n/i18n';

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 * 1024 };

/** "2 MB", "500 KB", "1.5MB", "800 B" -> bytes; `undefined` for anything else. */
export function parseSize(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB)\s*$/i.exec(text);
  if (!match) return undefined;
  const bytes = Math.round(Number(match[1]) * (UNITS[match[2]!.toUpperCase()] ?? 0));
  return bytes > 0 ? bytes : undefined;
}

/** Bytes in words, as the send messages count them (1 KB = 1024 bytes): "150 KB", "1.5 MB", "1,5 Mo". */
export function formatSize(bytes: number, t: Words): string {
  if (bytes < 1024) return t('size.b', { size: bytes });
  if (bytes < 1024 * 1024) return t('size.kb', { size: Math.round(bytes / 1024) });
  return t('size.mb', { size: Number((bytes / (1024 * 1024)).toFixed(1)) });
}

/** The entries of an `accept` list: ".pdf", "image/*", "application/pdf". */
export function acceptList(accept: unknown): string[] {
  if (typeof accept !== 'string') return [];
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
}

/** An entry the browser understands: an extension (".pdf"), a type ("image/*", "application/pdf"). */
export function isAcceptEntry(entry: string): boolean {
  return /^\.[a-z0-9][a-z0-9.+-]*$/.test(entry) || /^[a-z]+\/(\*|[a-z0-9.+-]+)$/.test(entry);
}

/** Whether a file of this name and type is one `accept` lets in (everything when it is empty). */
export function isAccepted(accept: unknown, file: { name: string; type: string }): boolean {
  const list = acceptList(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return list.some((entry) =>
    entry.startsWith('.')
      ? name.endsWith(entry)
      : entry.endsWith('/*')
        ? type.startsWith(entry.slice(0, -1))
        : type === entry,
  );
}

/** The kinds of file a type with a star stands for, by their catalogue's word: "image/*" -> "image". */
const KINDS_OF_TYPE = ['image', 'audio', 'video', 'text'] as const;

/** The common files by the name people know them by, the same in every language. */
const NAMED_FILES: Record<string, readonly string[]> = {
  PDF: ['.pdf', 'application/pdf'],
  Word: [
    '.doc',
    '.docx',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  Excel: [
    '.xls',
    '.xlsx',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  PowerPoint: [
    '.ppt',
    '.pptx',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  CSV: ['.csv', 'text/csv'],
  ZIP: ['.zip', 'application/zip'],
  JPEG: ['.jpg', '.jpeg', 'image/jpeg'],
  PNG: ['.png', 'image/png'],
};

const NAME_OF_ENTRY = new Map(
  Object.entries(NAMED_FILES).flatMap(([name, entries]) => entries.map((e) => [e, name])),
);

/** Plain text, said in the page's language as a kind. */
const TEXT = ['.txt', 'text/plain'];

/**
 * An entry of `accept` in words: a kind by its name in the page's language
 * ("image", "text"), a common file by its name ("Word", "PDF"), any other as
 * written (".odt"), never "image/*".
 */
function entryWords(entry: string, t: Words): string {
  const kind =
    KINDS_OF_TYPE.find((k) => entry === `${k}/*`) ?? (TEXT.includes(entry) ? 'text' : undefined);
  if (kind) return t(`files.type.${kind}`);
  return NAME_OF_ENTRY.get(entry) ?? entry;
}

/** ".pdf,.doc,.docx" -> "PDF or Word", "image/*" -> "image", for people. */
export function acceptWords(accept: unknown, t: Words): string {
  const list = [...new Set(acceptList(accept).map((entry) => entryWords(entry, t)))];
  if (list.length <= 1) return list.join('');
  return t('files.or', { first: list.slice(0, -1).join(', '), last: list.at(-1) ?? '' });
}
