import { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import rjsfHasWidget from '@rjsf/utils/lib/hasWidget.js';
import { afterEach, describe, expect, it } from 'vitest';
import getDecimalSeparator from '../../../../src/form/perf/decimal-separator';
import hasWidget from '../../../../src/form/perf/has-widget';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

// The swapped-in modules must answer exactly as rjsf's own, only faster.
describe("rjsf's lookups, remembered", () => {
  const { widgets } = getDefaultRegistry();
  const cases: [RJSFSchema, string][] = [
    [{ type: 'string', format: 'email' }, 'email'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'no-such-format' }, 'no-such-format'],
    [{ type: 'number' }, 'range'],
    [{ type: 'number' }, 'textarea'],
    [{ type: 'array', items: { type: 'string' } }, 'checkboxes'],
  ];

  it('knows which widgets exist, asked once or many times', () => {
    for (let round = 0; round < 2; round++) {
      for (const [schema, widget] of cases) {
        expect(hasWidget(schema, widget, widgets)).toBe(rjsfHasWidget(schema, widget, widgets));
      }
    }
    expect(hasWidget({ type: 'string' }, 'email', widgets)).toBe(true);
    expect(hasWidget({ type: 'string' }, 'no-such-format', widgets)).toBe(false);
  });

  it('gives the decimal separator of the locale asked for', () => {
    expect(getDecimalSeparator('de-DE')).toBe(',');
    expect(getDecimalSeparator(['en-US'])).toBe('.');
    expect(getDecimalSeparator()).toBe(getDecimalSeparator());
  });

  describe('asked for no locale', () => {
    afterEach(() => showLanguage('en'));

    it("gives the separator of the language shown, not the browser's", async () => {
      expect(getDecimalSeparator()).toBe('.');
      await showLanguage('fr');
      expect(getDecimalSeparator()).toBe(',');
      await showLanguage('de');
      expect(getDecimalSeparator()).toBe(',');
      await showLanguage('ar');
      expect(getDecimalSeparator()).toBe(getDecimalSeparator('ar'));
    });
  });
});
