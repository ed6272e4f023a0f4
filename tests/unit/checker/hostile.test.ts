import { describe, expect, test } from 'vitest';
import { manifestCode, screenModuleCode } from '../../../src/build/screens-plugin';
import { check, problemsOf, text, validScreen } from './helpers';

describe('hostile text in screen files is data, never code', () => {
  test('a "__proto__" field is refused by name, and pollutes nothing (issue 32)', () => {
    const source =
      '{ "title": "P", "submit": "none", "schema": { "type": "object", "properties": { "__proto__": { "type": "string", "title": "Proto" } } }, "__proto__": { "polluted": true } }';
    const result = check({ 'p.json': source });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const schema = result.screens[0]?.screen?.schema as { properties: object };
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(result.problems.map((p) => p.message)).toEqual([
      '"__proto__" is a name every JavaScript object has already, so the form would mix the field up with it: rename the field, like "proto_answer"',
      expect.stringMatching(
        /^unknown key "__proto__": the keys are "\$schema", "title", .*("captcha"|\.\.\.)$/,
      ),
    ]);
  });

  test('a placeholder may name a "constructor" only if the schema has it', () => {
    const screen = {
      ...validScreen(),
      email: { template: 't', params: { a: '{{constructor}} {{toString}}' } },
    };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'the placeholder {{constructor}} in email param "a" names no field: there is no field "constructor": the fields there are "name" and "email"',
      'the placeholder {{toString}} in email param "a" names no field: there is no field "toString": the fields there are "name" and "email"',
    ]);
  });

  test('a <script> title stays text inside the generated modules', () => {
    const title = '</script><script>globalThis.hacked = true</script>';
    const result = check({ 'x.json': text({ ...validScreen(), title }) });
    expect(result.problems).toEqual([]);
    // The screen module also imports its precompiled validator: only its data line is evaluated.
    const entryLine = screenModuleCode(result, 'x', 'en')
      .split('\n')
      .find((line) => line.startsWith('export const entry = '));
    for (const code of [manifestCode(result, 'en'), entryLine ?? '']) {
      // The module is JSON data: evaluating it only ever yields the title back.
      const body = code
        .replace(/^export const \w+ = /, 'return ')
        .replace(/load: \(\) => import\([^)]*\)/g, 'load: null');
      const value = new Function(body)() as unknown;
      expect(JSON.stringify(value)).toContain(JSON.stringify(title).slice(1, -1));
      expect((globalThis as Record<string, unknown>).hacked).toBeUndefined();
    }
  });
});
