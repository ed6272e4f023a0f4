// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenFile } from '../../../../src/screen/types';
import { ScreenFormPreview } from '../../../../src/features/preview';

// Each text box the form renders, by its id: what a change in the studio renders again.
const rendered: string[] = [];
vi.mock('../../../../src/form/buffered-input', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/form/buffered-input')>();
  return {
    ...real,
    BufferedInputTemplate: (props: BaseInputTemplateProps) => {
      rendered.push(props.id);
      return <real.BufferedInputTemplate {...props} />;
    },
  };
});

/** Thirty text questions (rendered whole, not in chunks), the last by `$ref`, titled as given. */
function screenTitled(first: string, last = 'Question 30'): ScreenFile {
  const properties: Record<string, object> = {};
  for (let i = 1; i <= 30; i++) {
    properties[`q${i}`] = { type: 'string', title: i === 1 ? first : `Question ${i}` };
  }
  properties.q30 = { $ref: '#/definitions/text' };
  return {
    title: 'Thirty',
    schema: {
      type: 'object',
      definitions: { text: { type: 'string', title: last } },
      properties,
    },
  } as ScreenFile;
}

// By its label, not its role: a role query names all thirty boxes on every try, seconds each
// on a loaded machine.
const box = (label: string) => screen.findByLabelText(label, { selector: 'input' });

describe("the authors' preview", () => {
  it('renders again only the field a change is about', async () => {
    const props = { answers: undefined, onAnswers: () => {}, stepsKey: '' };
    const { rerender } = render(
      <ScreenFormPreview screen={screenTitled('Question 1')} {...props} />,
    );
    expect(await box('Question 29')).toBeInTheDocument();
    rendered.length = 0;
    rerender(<ScreenFormPreview screen={screenTitled('Question one')} {...props} />);
    expect(await box('Question one')).toBeInTheDocument();
    // rjsf alone renders all thirty again: every field's registry holds the whole schema.
    expect(new Set(rendered)).toEqual(new Set(['root_q1']));
    // A field rendered through a `$ref` follows a change of what it points at.
    rendered.length = 0;
    rerender(<ScreenFormPreview screen={screenTitled('Question one', 'Last one')} {...props} />);
    expect(await box('Last one')).toBeInTheDocument();
    expect(new Set(rendered)).toEqual(new Set(['root_q30']));
  });

  it('follows a question moved, in a group and in a section, at once', async () => {
    const props = { answers: undefined, onAnswers: () => {}, stepsKey: '' };
    const section = (first: string, second: string) => ({
      type: 'object',
      title: 'Contact',
      properties: {
        [first]: { type: 'string', title: first },
        [second]: { type: 'string', title: second },
      },
    });
    const moved = (names: string[], inner: [string, string]): ScreenFile =>
      ({
        title: 'Moved',
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            names.map((n) => [
              n,
              n === 'contact' ? section(...inner) : { type: 'string', title: n },
            ]),
          ),
        },
      }) as ScreenFile;
    const order = () => screen.getAllByRole('textbox').map((box) => box.id);
    const { rerender } = render(
      <ScreenFormPreview
        screen={moved(['name', 'email', 'contact'], ['phone', 'town'])}
        {...props}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'town' })).toBeInTheDocument();
    expect(order()).toEqual(['root_name', 'root_email', 'root_contact_phone', 'root_contact_town']);
    // rjsf compares schemas key order aside: the same keys moved were taken for no change.
    rendered.length = 0;
    rerender(
      <ScreenFormPreview
        screen={moved(['email', 'name', 'contact'], ['town', 'phone'])}
        {...props}
      />,
    );
    expect(order()).toEqual(['root_email', 'root_name', 'root_contact_town', 'root_contact_phone']);
    // A move renders no box again: the boxes are moved, as they are (studio.md, moves counted).
    expect(rendered).toEqual([]);
  });
});
