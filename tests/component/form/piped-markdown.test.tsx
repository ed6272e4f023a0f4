// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pipedUiSchema } from '../../../src/screen/piping';
import { Markdown } from '../../../src/form/perf/lazy-markdown';

// The Markdown the form renders for a description (the build swaps rjsf's
// markdown-to-jsx for this lazy Markdown), of a text an answer from the link is piped into.
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    note: {
      type: 'string',
      title: 'Note',
      description: 'See [our terms](https://example.org/terms). Hello {{name}}',
    },
  },
};

async function rendered(ui: UiSchema, name: string) {
  const piped = pipedUiSchema({ schema }, ui, { name });
  const description = (piped.note as UiSchema)['ui:description'] as string;
  render(<Markdown>{description}</Markdown>);
  await screen.findByRole('link', { name: 'our terms' });
}

const markdownOn: [string, UiSchema][] = [
  ['ui:enableMarkdownInDescription', { note: { 'ui:enableMarkdownInDescription': true } }],
  ['ui:options', { note: { 'ui:options': { enableMarkdownInDescription: true } } }],
  ['ui:globalOptions', { 'ui:globalOptions': { enableMarkdownInDescription: true } }],
];

describe('an answer piped into Markdown is text', () => {
  it.each(markdownOn)(
    'with Markdown on through %s, a link written in the answer is no link',
    async (_way, ui) => {
      const answer = '[Session expired, sign in](https://evil.example/login)';
      await rendered(ui, answer);
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
        'https://example.org/terms',
      ]);
      expect(document.body.textContent).toContain(`Hello ${answer}`);
    },
  );

  it.each(markdownOn)(
    'with Markdown on through %s, a bare address in the answer is not linked',
    async (_way, ui) => {
      await rendered(ui, 'https://evil.example/login *now*');
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(document.body.textContent).toContain('Hello https://evil.example/login *now*');
    },
  );
});
