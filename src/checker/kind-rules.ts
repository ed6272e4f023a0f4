import { isSupportedCountry } from 'libphonenumber-js/min';
import { isObject } from '../kernel/is-object';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';

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
