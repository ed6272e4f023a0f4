// A screen's `responses` and the site's `_owners.json`: what the meta-schema
// cannot say (docs/decisions/responses.md). The rules generated from them are
// in firestore-rules.ts.
import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { fileFields } from '../screen/file-answers';
import { formatSize, parseSize } from '../screen/file-limits';
import { resolveSchema } from '../screen/navigate';
import { KEPT_FILES_MAX_BYTES, keeping, OWNERS_FILE_NAME } from '../screen/responses';
import type { Problem, ScreenFile } from '../screen/types';
import { CHECKED_ANSWERS_MAX, uncheckedAnswers } from './firestore-rules';
import type { JsonSource } from './json-source';

/** An address as Firebase Auth keeps one: no spaces or quotes, one @, a dot after it. */
const EMAIL = /^[^\s@"'\\<>,;]+@[^\s@"'\\<>,;]+\.[^\s@"'\\<>,;]+$/;

/** Sizes in the checker's own words (it runs where the app's catalogues are not). */
const sizeWords = (bytes: number) =>
  formatSize(bytes, (key, values) =>
    key === 'size.b'
      ? `${String(values?.size)} B`
      : key === 'size.kb'
        ? `${String(values?.size)} KB`
        : `${String(values?.size)} MB`,
  );

function badAddresses(list: unknown, at: (string | number)[], source: JsonSource): Problem[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((owner, i) =>
    typeof owner === 'string' && !EMAIL.test(owner.trim())
      ? [
          source.problem(
            [...at, i],
            `"${owner}" is not an email address: write the address the owner signs in with, like "ana@example.org"`,
          ),
        ]
      : [],
  );
}

/** `_owners.json`: who may read every screen's kept answers, lowercased, and its problems. */
export function checkOwnersFile(source: JsonSource | undefined): {
  owners: string[];
  problems: Problem[];
} {
  if (!source || source.value === undefined) return { owners: [], problems: [] };
  const value = source.value;
  const shape = `write { "owners": ["ana@example.org"] }: the email addresses of the people who may read every screen's kept answers`;
  if (!isObject(value) || !Array.isArray(value.owners)) {
    return {
      owners: [],
      problems: [source.problemAt(0, `${OWNERS_FILE_NAME} lists no owners: ${shape}`)],
    };
  }
  const problems = Object.keys(value)
    .filter((key) => key !== 'owners' && key !== '$schema')
    .map((key) =>
      source.problem([key], `unknown key "${key}" in ${OWNERS_FILE_NAME}: ${shape}`, { key: true }),
    );
  value.owners.forEach((owner, i) => {
    if (typeof owner !== 'string')
      problems.push(
        source.problem(
          ['owners', i],
          `an owner is an email address in "double quotes", like "ana@example.org"`,
        ),
      );
  });
  problems.push(...badAddresses(value.owners, ['owners'], source));
  const owners = value.owners
    .filter((o): o is string => typeof o === 'string')
    .map((o) => o.trim().toLowerCase());
  return { owners: problems.length > 0 ? [] : owners, problems };
}

/** The files a response may hold at most, by field: `maxSize` times the files a list takes. */
function fileLimits(schema: RJSFSchema, uiSchema: unknown, attachmentMax: number) {
  const top = resolveSchema(schema, schema);
  const props = isObject(top.properties) ? top.properties : {};
  return fileFields(schema).map((name) => {
    const field = resolveSchema(props[name], schema);
    const fieldUi = isObject(uiSchema) && isObject(uiSchema[name]) ? uiSchema[name] : {};
    const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    const items =
      field.type === 'array'
        ? typeof field.maxItems === 'number'
          ? field.maxItems
          : undefined
        : 1;
    const size = Math.min(parseSize(options.maxSize) ?? attachmentMax, attachmentMax);
    // A list with no maxItems takes files until they fill the attachment limit together.
    const bytes = items === undefined ? attachmentMax : Math.min(size * items, attachmentMax);
    return { name, bytes };
  });
}

/**
 * The rules of `responses`: someone to read the answers, one per person only
 * where people sign in, drop-off only where there are steps, files that fit
 * one kept response.
 */
export function checkResponses(
  data: Record<string, unknown>,
  source: JsonSource,
  screen: ScreenFile | null,
  siteOwners: readonly string[],
  attachmentMax: number,
): { problems: Problem[]; warnings: Problem[] } {
  const keep = keeping(data);
  if (!keep) return { problems: [], warnings: [] };
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const at = (key: string) =>
    isObject(data.responses) && key in data.responses ? ['responses', key] : ['responses'];
  if (data.submit === 'none') {
    problems.push(
      source.problem(
        ['responses'],
        `"responses" keeps the answers of a form, but this screen has no send button ("submit": "none"): remove "responses", or the "submit" line`,
        { key: true },
      ),
    );
  }
  problems.push(
    ...badAddresses(
      isObject(data.responses) ? data.responses.owners : undefined,
      ['responses', 'owners'],
      source,
    ),
  );
  if (keep.owners.length === 0 && siteOwners.length === 0) {
    problems.push(
      source.problem(
        at('owners'),
        `the answers would be kept for nobody: no one may read them. Name their readers, like "responses": { "owners": ["ana@example.org"] }, or list the site's owners in schemas/${OWNERS_FILE_NAME}`,
        { key: true },
      ),
    );
  }
  if (keep.onePerPerson && data.access !== 'signed-in') {
    problems.push(
      source.problem(
        at('onePerPerson'),
        `"onePerPerson" counts answers by who is signed in, but anyone may open this screen: add "access": "signed-in", or remove "onePerPerson"`,
        { key: true },
      ),
    );
  }
  const paged =
    (Array.isArray(data.steps) && data.steps.length > 0) || data.layout === 'one-at-a-time';
  if (keep.dropOff && !paged) {
    problems.push(
      source.problem(
        at('dropOff'),
        `"dropOff" counts how far people get through the form's pages, but this form is one page: add "steps" or "layout": "one-at-a-time", or remove "dropOff"`,
        { key: true },
      ),
    );
  }
  if (!screen) return { problems, warnings };
  const files = fileLimits(screen.schema, data.uiSchema, attachmentMax);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  if (total > KEPT_FILES_MAX_BYTES) {
    const each = files.map((f) => `"${f.name}" ${sizeWords(f.bytes)}`).join(', ');
    problems.push(
      source.problem(
        ['responses'],
        `the files this form takes can reach ${sizeWords(total)} (${each}), more than the ${sizeWords(KEPT_FILES_MAX_BYTES)} one kept response holds (Firestore keeps 1 MB a response, files take a third more there): lower "maxSize" or "maxItems" of the file fields, or keep fewer files`,
        { key: true },
      ),
    );
  }
  const unchecked = uncheckedAnswers(screen);
  if (unchecked.length > 0) {
    const named = unchecked
      .slice(0, 3)
      .map((n) => `"${n}"`)
      .join(', ');
    warnings.push(
      source.problem(
        ['responses'],
        `the database's rules check the type and size of the first ${CHECKED_ANSWERS_MAX} answers only (Firestore takes at most 1,000 steps to check one response): ${unchecked.length} more, like ${named}, are kept within 1 MB a response but not checked one by one; split the form into two screens to check them all`,
        { key: true },
      ),
    );
  }
  return { problems, warnings };
}
