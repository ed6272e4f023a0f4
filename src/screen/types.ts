import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Keeping, ResponsesSettings } from './responses';

/** One thing wrong in a file of `schemas/`, where it is, and what to write instead. */
export type Problem = {
  /** Path from the project root, e.g. `schemas/contact.json`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
};

/** A file of `schemas/` as read from disk (or typed into the preview). */
export type SourceFile = {
  /** File name inside `schemas/`, e.g. `contact.json` or `_address.json`. */
  name: string;
  text: string;
};

export type Access = 'public' | 'signed-in';

/** The owner's fixed text to the person who answered, after the owner's email is confirmed. */
export type ConfirmationMapping = {
  template: string;
  service?: string;
  /** The top-level `format: "email"` field whose answer receives the copy. */
  to: string;
};

export type EmailMapping = {
  template: string;
  service?: string;
  params?: Record<string, string>;
  confirmation?: ConfirmationMapping;
};

/** `when`: a JSON Logic condition on earlier answers; the step is skipped while it is false. */
export type Step = { title: string; fields: string[]; when?: unknown };

/** A success text for the answers that meet `when` (a JSON Logic condition), like a quiz's score range. */
export type SuccessResult = { when: unknown; title?: string; message?: string };

export type SuccessOptions = {
  title?: string;
  message?: string;
  redirect?: string;
  results?: SuccessResult[];
};

/** `opening`, as written: when the form takes answers. */
export type ScreenOpening = {
  /** Wall-clock time in `timeZone`, like `2026-12-01T09:00`. */
  opens?: string;
  closes?: string;
  /** An IANA time zone, like `Europe/Berlin`. */
  timeZone?: string;
  closed?: boolean;
  /** Shown instead of the form (and on the home list) while it is closed. */
  message?: string;
};

/** `opening` as the app uses it: the instants worked out by the checker, and the author's zone to say them in. */
export type OpeningTimes = {
  closed: boolean;
  /** Milliseconds since 1970 (UTC). */
  opensAt?: number;
  closesAt?: number;
  /** The author's IANA time zone (UTC when they named none), with opensAt or closesAt. */
  timeZone?: string;
  message?: string;
};

/** The keys of a screen file, as docs/guide/keys.md and schemas/_screen.schema.json define them. */
export type ScreenFile = {
  $schema?: string;
  title: string;
  description?: string;
  path?: string;
  order?: number;
  hidden?: boolean;
  access?: Access;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  steps?: Step[];
  /** `one-at-a-time`: one question per view (src/form/steps/one-at-a-time-form.tsx). */
  layout?: 'one-at-a-time';
  prefill?: Record<string, string>;
  submit?: 'email' | 'none';
  email?: EmailMapping;
  success?: SuccessOptions;
  /** Off with `false`; `{ "keepForDays": N }` keeps unsent answers N days instead of 7. */
  draft?: boolean | { keepForDays?: number };
  captcha?: boolean;
  /** Field name -> JSON Logic expression its (read-only) value is computed from. */
  calculated?: Record<string, unknown>;
  /** Field name -> choice value -> points, summed by `{"points": "field"}`. */
  points?: Record<string, Record<string, number>>;
  opening?: ScreenOpening;
  /** Keep the answers in Firestore (responses.ts; docs/decisions/responses.md). */
  responses?: boolean | ResponsesSettings;
};

/** What the app needs to list a screen and route to it, plus the checked file itself. */
/** What a screen's form loads beyond the form itself before its first render. */
export type ScreenNeeds = {
  /** The JSON Logic interpreter: calculated fields, points, conditional steps or results. */
  logic: boolean;
  /** The piping of answers into texts: a `{{field}}` in a text the form shows. */
  piping: boolean;
  /** The top-level fields holding files, sent as attachments. */
  fileFields: string[];
};

export type ScreenEntry = {
  /** File name without `.json`; also the default route. */
  slug: string;
  /** e.g. `schemas/contact.json`. */
  file: string;
  /** `path` of the file, or `/<slug>`. */
  route: string;
  /** `title` of the file, or the slug when the file is too broken to have one. */
  title: string;
  description?: string;
  order?: number;
  hidden: boolean;
  access: Access;
  /** When the screen takes answers; absent when it always does. */
  opening?: OpeningTimes;
  /**
   * The file with `$ref`s into `_*.json` files bundled into its own `definitions`,
   * so the form needs nothing else; `null` when the file cannot be used at all
   * (invalid JSON, no usable `schema`).
   */
  screen: ScreenFile | null;
  problems: Problem[];
  /** What the form needs beyond itself, worked out by the checker so the browser never searches the file. */
  needs?: ScreenNeeds;
  /** The screen file's content hash: a kept response says which wording it answered. */
  version?: string;
  /** How the screen keeps its answers (`responses`), owners left out: absent when it keeps none. */
  responses?: Omit<Keeping, 'owners'>;
  /**
   * The languages of the screen's translation files that have no problems,
   * besides the default one (the screen file's own); absent when there are none.
   */
  languages?: string[];
  /** Those translations by language, to travel in the screen's chunk (never in the manifest). */
  translations?: Record<string, ScreenTranslation>;
};

export type CheckResult = {
  /** Every `schemas/<slug>.json`, usable or not, sorted by route. */
  screens: ScreenEntry[];
  /** Every problem of every file, screens and `_*.json` alike, in file then position order. */
  problems: Problem[];
  /** The site-wide owners of kept answers (`_owners.json`), lowercased; none without the file. */
  owners: string[];
  /** What works but is incomplete (a text a translation lacks), in file then position order. */
  warnings: Problem[];
};

/** The texts of one field in another language, by what they are in the screen file. */
export type FieldTexts = {
  title?: string;
  description?: string;
  help?: string;
  placeholder?: string;
  /** The words at the ends of an opinion scale (`ui:options` `low` and `high`). */
  low?: string;
  high?: string;
  /** Choice value (as the screen stores it) -> its words. */
  choices?: Record<string, string>;
  /** Rule name (`minLength`, `required`, or `all` for one message for everything) -> message. */
  errors?: Record<string, string>;
};

/**
 * `schemas/<slug>.<lang>.json`: the texts of a screen in one more language,
 * and nothing else (schemas/_translation.schema.json; docs/decisions/translations.md).
 */
export type ScreenTranslation = {
  $schema?: string;
  title?: string;
  description?: string;
  /** The send button's words (`ui:submitButtonOptions.submitText`). */
  submitLabel?: string;
  opening?: { message?: string };
  /** By position, as in the screen file's `steps`. */
  steps?: { title?: string }[];
  success?: {
    title?: string;
    message?: string;
    /** By position, as in the screen file's `success.results`. */
    results?: { title?: string; message?: string }[];
  };
  /** Field path, dotted as in `prefill` (`address.city`; a list's item fields without a number) -> texts. */
  fields?: Record<string, FieldTexts>;
};
