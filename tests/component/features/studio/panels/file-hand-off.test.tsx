// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FileHandOff } from '../../../../../src/features/studio/panels/file-hand-off';

// The studio kept in a site hands the file over for GitHub: Copy puts it on the clipboard.
afterEach(() => vi.unstubAllGlobals());

const handOff = () =>
  render(
    <FileHandOff name="ask-us.json" text='{ "title": "Ask us" }' uploadUrl="https://x.test/up" />,
  );

it('copies the file and says where to paste it', async () => {
  const written: string[] = [];
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('navigator', {
    clipboard: { writeText: (text: string) => Promise.resolve(void written.push(text)) },
  });
  handOff();
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(
    await screen.findByText('Copied: paste it over schemas/ask-us.json on GitHub'),
  ).toBeTruthy();
  expect(written).toEqual(['{ "title": "Ask us" }']);
});

it('on a plain http page, which has no clipboard, says to download the file instead', async () => {
  vi.stubGlobal('isSecureContext', false);
  vi.stubGlobal('navigator', {});
  handOff();
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(
    await screen.findByText(
      'Not copied: this browser refused the clipboard; download the file instead',
    ),
  ).toBeTruthy();
});
