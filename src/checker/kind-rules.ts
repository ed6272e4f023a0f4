import { isSupportedCountry } from 'libphonenumber-js/min';
import { isObject } from '../kernel/is-object';
import { unsafeLinks } from '../screen/linked-words';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';

/**
 * A box's words with a link the form would not render as one (`[terms](terms.html)`,
 * `javascript:`): in a field's `title` or `ui:title`, where a consent box carries its links.
 */
export function checkTitleLinks(data: Record<string, unknown>, source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'ui:title') && typeof value === 'string') {
        for (const href of unsafeLinks(value)) {
          problems.push(
            source.problem(
              [...path, key],
              `the link to ${JSON.stringify(href)} would show as plain text: write a full web address, like "https://example.org/privacy", or a "mailto:" address`,
            ),
          );
        }
      } else {
        walk(value, [...path, key]);
      }
    }
  };
  walk(data.schema, ['schema']);
  walk(data.uiSchema, ['uiSchema']);
  return problems;
}

/**
 * The `ui:options` of the question kinds beyond a plain box that the form
 * could not use: a phone field's `defaultCountry` that names no country.
 */
export function checkKindOptions(data: Record<string, unknown>, source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isObject(node)) return;
    const options = node['ui:options'];
    if (isObject(options) && 'defaultCountry' in options) {
      const code = options.defaultCountry;
      if (typeof code !== 'string' || !isSupportedCountry(code)) {
        const upper = typeof code === 'string' ? code.toUpperCase() : '';
        const hint = isSupportedCountry(upper) ? `: did you mean "${upper}"?` : '';
        problems.push(
          source.problem(
            [...path, 'ui:options', 'defaultCountry'],
            `"defaultCountry" ${JSON.stringify(code)} is not a country's two-letter code: write one in capitals, like "GB", "US" or "FR"${hint}`,
          ),
        );
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (!key.startsWith('ui:')) walk(value, [...path, key]);
    }
  };
  walk(data.uiSchema, ['uiSchema']);
  return problems;
}
