// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { buildEmailRequest } from '../../../src/email/request';
import { loadPiping } from '../../../src/screen/logic/logic-loader';
import { renderThemedForm } from '../render-themed-form';

// Issue 45, finding 6: `?name=[Your session expired: sign in again](https://evil.example/login)`
// on a consent whose title pipes `{{name}}` rendered a real link: the label's links were found
// after the answer was put in. Now they come from the author's words alone.
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    agree: {
      type: 'boolean',
      const: true,
      title: 'I, {{name}}, agree to the [privacy policy](https://example.org/privacy)',
    },
  },
};
const answer = '[Your session expired: sign in again](https://evil.example/login)';

beforeAll(() => loadPiping());

test('an answer piped into a consent box is words, the author’s link stays a link', async () => {
  renderThemedForm({ schema, formData: { name: answer } });
  const checkbox = await screen.findByRole('checkbox');
  const label = checkbox.closest('label');
  expect(label?.textContent).toBe(`I, ${answer}, agree to the privacy policy`);
  const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(links).toEqual(['https://example.org/privacy']);
});

// The issue's own case: the author's title has no link, so none may come from the answer
// (2026-11-28: this one still rendered the answer's link; only titles with a link were covered).
test.each([
  answer,
  'https://evil.example/login',
  '<a href="https://evil.example/login">sign in</a>',
  '![x](https://tracker.example/pixel)',
])(
  'an answer piped into a consent title with no link of its own stays words: %s',
  async (given) => {
    const plain: RJSFSchema = {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        agree: { type: 'boolean', const: true, title: 'I, {{name}}, agree' },
      },
    };
    renderThemedForm({ schema: plain, formData: { name: given } });
    const checkbox = await screen.findByRole('checkbox');
    expect(checkbox.closest('label')?.textContent).toBe(`I, ${given}, agree`);
    expect(document.querySelectorAll('a, img')).toHaveLength(0);
  },
);

test('the email names the consent with the answer as typed', () => {
  const { params } = buildEmailRequest({
    slug: 'join',
    fileFields: [],
    screen: { title: 'Join', schema, email: { template: 'template_join' } },
    formData: { name: answer, agree: true },
    user: null,
    submittedAt: new Date('2026-03-04T05:06:07Z'),
    defaultServiceId: 'default_service',
  });
  expect(params.answers).toContain(`I, ${answer}, agree to the privacy policy`);
});
