// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ScreenFile } from '../../../../src/screen/types';
import { ScreenFormPreview } from '../../../../src/features/preview';

const choices = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const screenFile = {
  title: 'When',
  schema: {
    type: 'object',
    properties: {
      day: { type: 'string', title: 'Day', oneOf: choices.map((c) => ({ const: c, title: c })) },
    },
  },
} as ScreenFile;

it('opens a drop-down inside the preview’s box, in its direction, not at the end of the page', async () => {
  render(
    <div dir="rtl" data-testid="preview">
      <ScreenFormPreview screen={screenFile} answers={undefined} onAnswers={() => {}} stepsKey="" />
    </div>,
  );
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Day/ }));
  const list = await screen.findByRole('listbox');
  expect(screen.getByTestId('preview')).toContainElement(list);
  expect(list.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
});
