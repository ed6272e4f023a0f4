// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { FileBar } from '../../../../../src/features/studio/panels/file-bar';

// The studio beside `npm start` saves into schemas/, but an author who did not install the
// project does not know where that folder is: Download the file hands over the file as the
// studio holds it now, named as in schemas/, to upload to GitHub (the tutorial's step 10).
afterEach(() => vi.restoreAllMocks());

it('downloads the open file as it is now, under its name in schemas/', async () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:ask-us';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(`${this.download} ${this.href}`);
  });
  let text = '{ "title": "Ask us" }';
  render(
    <FileBar
      heading={createRef()}
      title="Ask us"
      name="ask-us.json"
      canUndo={false}
      canRedo={false}
      onUndo={() => {}}
      onRedo={() => {}}
      text={undefined}
      currentText={() => text}
      onSave={() => {}}
      saving={false}
      route="/ask-us"
      published
    />,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  text = '{ "title": "Ask us a question" }';
  fireEvent.click(screen.getByRole('button', { name: 'Download the file' }));
  expect(downloads).toEqual(['ask-us.json blob:ask-us']);
  // jsdom's Blob has no text(): its FileReader reads it.
  const read = await new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blobs[0] ?? new Blob());
  });
  expect(read).toBe('{ "title": "Ask us a question" }');
});
