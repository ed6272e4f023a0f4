// @vitest-environment jsdom
import MenuItem from '@mui/material/MenuItem';
import MuiSelect from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Form from '@rjsf/mui';
import type {
  FieldErrorProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, waitFor, within } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PartName } from '../../../../src/form/perf/parts';
import { lazyPart } from '../../../../src/form/perf/lazy-part';

// What the bundler swaps in for each part (perf/parts.ts).
// Typed as whatever each registry slot expects, as the swapped-in module is at build time.
const part = (name: PartName): never => lazyPart(name) as never;
const AltDateWidget = part('AltDateWidget');
const ArrayField = part('ArrayField');
const CheckboxWidget = part('CheckboxWidget');
const CheckboxesWidget = part('CheckboxesWidget');
const LayoutGridField = part('LayoutGridField');
const MultiSchemaField = part('MultiSchemaField');
const RangeWidget = part('RangeWidget');
const Select = part('Select');
const SelectWidget = part('SelectWidget');

type Case = {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  fields?: RegistryFieldsType;
  widgets?: RegistryWidgetsType;
};

// rjsf's own form, its registry entry either rjsf's part or the lazy part the build swaps in.
const CASES: Record<string, Case> = {
  ArrayField: {
    schema: { type: 'array', title: 'Guests', items: { type: 'string' } },
    formData: ['Ana', 'Ben'],
    fields: { ArrayField: ArrayField },
  },
  MultiSchemaField: {
    schema: {
      title: 'Contact by',
      anyOf: [
        { title: 'Phone', type: 'string' },
        { title: 'Age', type: 'number' },
      ],
    },
    fields: {
      AnyOfField: MultiSchemaField,
      OneOfField: MultiSchemaField,
    },
  },
  LayoutGridField: {
    schema: {
      type: 'object',
      properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } },
    },
    uiSchema: {
      'ui:field': 'LayoutGridField',
      'ui:layoutGrid': { 'ui:row': [{ 'ui:col': ['b'] }, { 'ui:col': ['a'] }] },
    },
    fields: { LayoutGridField: LayoutGridField },
  },
  AltDateWidget: {
    schema: { type: 'string', title: 'Day', format: 'date' },
    uiSchema: { 'ui:widget': 'alt-date' },
    formData: '2024-05-17',
    widgets: { AltDateWidget: AltDateWidget },
  },
  SelectWidget: {
    schema: { type: 'string', title: 'Country', enum: ['fr', 'de', 'it', 'es', 'pt', 'nl'] },
    formData: 'it',
    widgets: { SelectWidget },
  },
  CheckboxWidget: {
    schema: { type: 'boolean', title: 'Express delivery' },
    formData: true,
    widgets: { CheckboxWidget },
  },
  CheckboxesWidget: {
    schema: {
      type: 'array',
      title: 'Extras',
      uniqueItems: true,
      items: { type: 'string', enum: ['breakfast', 'parking'] },
    },
    uiSchema: { 'ui:widget': 'checkboxes' },
    formData: ['parking'],
    widgets: { CheckboxesWidget },
  },
  RangeWidget: {
    schema: { type: 'number', title: 'Rating', minimum: 0, maximum: 10 },
    uiSchema: { 'ui:widget': 'range' },
    formData: 7,
    widgets: { RangeWidget: RangeWidget },
  },
};

// MUI's ids come from useId, which counts renders: compare the markup without them.
const markup = (container: HTMLElement) =>
  container.innerHTML.replace(
    /(id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g,
    '',
  );

function rendered({ fields, widgets, ...props }: Case, swapped: boolean) {
  const { container, unmount } = render(
    <Form
      {...props}
      validator={validator}
      fields={swapped ? fields : undefined}
      widgets={swapped ? widgets : undefined}
    />,
  );
  return { container, unmount };
}

describe('parts loaded when first rendered', () => {
  for (const [name, testCase] of Object.entries(CASES)) {
    it(`render what rjsf's own ${name} renders`, async () => {
      const original = rendered(testCase, false);
      const expected = markup(original.container);
      original.unmount();
      const lazyPart = rendered(testCase, true);
      await waitFor(() => expect(markup(lazyPart.container)).toBe(expected));
    });
  }

  it("render what MUI's own drop-down renders", async () => {
    const field = (slots?: { select: ComponentType }) => (
      <TextField select label="Country" value="fr" slots={slots}>
        <MenuItem value="fr">France</MenuItem>
        <MenuItem value="de">Germany</MenuItem>
      </TextField>
    );
    const original = render(field());
    const expected = markup(original.container);
    original.unmount();
    const lazyPart = render(field({ select: Select }));
    await waitFor(() => expect(markup(lazyPart.container)).toBe(expected));
  });

  it('render at once, with no wait, when the screen provided them', async () => {
    // Fresh modules: the tests above loaded every part already.
    vi.resetModules();
    const { lazyPart: freshLazyPart } = await import('../../../../src/form/perf/lazy-part');
    const { carryPart } = await import('../../../../src/form/perf/carried-parts');
    const FreshSelect = freshLazyPart('Select') as typeof MuiSelect;
    carryPart('Select', MuiSelect);
    const { getByRole } = render(
      <TextField select label="Country" value="fr" slots={{ select: FreshSelect }}>
        <MenuItem value="fr">France</MenuItem>
      </TextField>,
    );
    expect(getByRole('combobox')).toHaveTextContent('France');
  });

  it('keep the part they loaded on later renders, so nothing typed or focused is lost', async () => {
    vi.resetModules();
    const { lazyPart: freshLazyPart } = await import('../../../../src/form/perf/lazy-part');
    const FreshSelect = freshLazyPart('Select') as typeof MuiSelect;
    const field = (value: string) => (
      <TextField select label="Country" value={value} slots={{ select: FreshSelect }}>
        <MenuItem value="fr">France</MenuItem>
        <MenuItem value="de">Germany</MenuItem>
      </TextField>
    );
    const { findByRole, getByRole, rerender } = render(field('fr'));
    const rendered = await findByRole('combobox');
    rerender(field('de'));
    expect(getByRole('combobox')).toBe(rendered);
    expect(rendered).toHaveTextContent('Germany');
  });

  it('leave out a part that is only looks when its code cannot be fetched, keeping the form', async () => {
    vi.resetModules();
    let fetched = false;
    vi.doMock('@mui/material/Divider', () => {
      fetched = true;
      throw new Error('offline');
    });
    const { lazyPart: freshLazyPart } = await import('../../../../src/form/perf/lazy-part');
    const Line = freshLazyPart('Divider') as ComponentType;
    const { queryByText, container } = render(
      <Crashes>
        <p>Your address</p>
        <Line />
      </Crashes>,
    );
    await waitFor(() => expect(fetched).toBe(true));
    // React's next task: it renders again with what the failed import threw.
    await act(() => new Promise((rendered) => setTimeout(rendered)));
    expect(queryByText('crashed')).toBeNull();
    expect(queryByText('Your address')).toBeVisible();
    expect(container.querySelector('hr')).toBeNull();
    vi.doUnmock('@mui/material/Divider');
  });
});

/** What a screen's own error boundary would show. */
class Crashes extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>crashed</p> : this.props.children;
  }
}

describe("a field's messages", () => {
  it("are listed under the ids rjsf-mui's list gives them, without MUI's List", async () => {
    const { FieldErrorTemplate } = await import('../../../../src/form/templates');
    const { default: MuiFieldErrorTemplate } =
      await import('@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js');
    const props = {
      errors: ['Please fill this in', 'Too short'],
      fieldPathId: { $id: 'root_name', path: ['name'] },
      schema: {},
      registry: {},
    } as unknown as FieldErrorProps;
    const ids = (container: HTMLElement) =>
      [...container.querySelectorAll('[id]')].map((e) => [e.id, e.textContent]);
    const ours = render(<FieldErrorTemplate {...props} />);
    const theirs = render(<MuiFieldErrorTemplate {...props} />);
    expect(ids(ours.container)).toEqual(ids(theirs.container));
    expect(ours.container.querySelector('.MuiList-root')).toBeNull();
    expect(within(ours.container).getByText('Too short')).toBeVisible();
  });
});
