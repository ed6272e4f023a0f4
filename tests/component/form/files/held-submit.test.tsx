// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FileDropWidget from '../../../../src/form/files/file-drop-widget';
import { renderThemedForm, submitted } from '../../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name' },
    cv: { type: 'string', format: 'data-url', title: 'Your CV' },
  },
};
// The app's file field, which the build puts in rjsf's place (src/form/perf/parts.ts).
const uiSchema: UiSchema = { cv: { 'ui:widget': FileDropWidget } };

/** The browser's file reads wait for `finish()`: a large file, or a slow disk. */
function holdFileReads() {
  const held: (() => void)[] = [];
  const read = FileReader.prototype.readAsDataURL;
  vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
    this: FileReader,
    blob: Blob,
  ) {
    held.push(() => read.call(this, blob));
  });
  return {
    finish: () => {
      for (const go of held.splice(0)) go();
    },
    started: () => held.length,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a Send pressed while a chosen file is still being read', () => {
  it('waits for the file, then sends once, with it', async () => {
    const user = userEvent.setup();
    const reads = holdFileReads();
    const { onSubmit } = renderThemedForm({ schema, uiSchema });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.upload(
      screen.getByLabelText('Your CV'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(reads.started()).toBe(1);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();

    reads.finish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toMatchObject({
      name: 'Ana',
      cv: expect.stringContaining(';name=cv.pdf;base64,') as string,
    });
    expect(screen.getByText(/cv\.pdf/)).toBeInTheDocument();
  });

  it('with no file being read, sends at once', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderThemedForm({ schema, uiSchema });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitted(onSubmit)).toEqual({ name: 'Ana' });
  });
});
