// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Templates } from '@rjsf/mui';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { Profiler, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FIELDS, LONG_FORM_FIELDS, WHOLE_FIELDS } from '../../../src/form/chunked-fields';
import { PARTS } from '../../../src/form/perf/parts';
import { ThemedForm } from '../../../src/form/themed-form';
import { formValidator } from '../../../src/form/validation/form-validator';
import { renderThemedForm } from '../render-themed-form';
import { MuiRoot } from '../../../src/kernel/ui/mui-root';
import { holdUntilHydrated, markHydrated } from '../../../src/kernel/ui/hydration-gate';

const FIELDS = 60;
const longSchema: RJSFSchema = {
  type: 'object',
  // The one field a person must fill is in the last chunk.
  required: [`f${FIELDS - 1}`],
  properties: Object.fromEntries(
    Array.from({ length: FIELDS }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]),
  ),
};

const field = (i: number) => document.getElementById(`root_f${i}`) as HTMLInputElement | null;

const renderForm = (schema: RJSFSchema) => renderThemedForm({ schema }).onSubmit;

/** Lets the chunks that are waiting for their turn render, one turn each. */
async function drawTheRest() {
  for (let i = 0; i < Math.ceil(FIELDS / CHUNK_FIELDS); i++) {
    await act(() => vi.runAllTimersAsync());
  }
}

describe('a long form rendered in chunks', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('renders its first fields at once and the rest right after', async () => {
    expect(FIELDS).toBeGreaterThanOrEqual(LONG_FORM_FIELDS);
    renderForm(longSchema);
    expect(field(0)).not.toBeNull();
    expect(field(CHUNK_FIELDS - 1)).not.toBeNull();
    expect(field(CHUNK_FIELDS)).toBeNull();
    await drawTheRest();
    for (let i = 0; i < FIELDS; i++) expect(field(i)).not.toBeNull();
    // In order, each once.
    expect([...document.querySelectorAll('input[id^="root_f"]')].map((e) => e.id)).toEqual(
      Array.from({ length: FIELDS }, (_, i) => `root_f${i}`),
    );
  });

  it('keeps what was typed into a first field while the rest is rendered', async () => {
    renderForm(longSchema);
    fireEvent.change(field(0) as HTMLInputElement, { target: { value: 'typed early' } });
    await drawTheRest();
    expect(field(0)?.value).toBe('typed early');
  });

  it('on a submit before the rest is rendered, renders it and moves to the field with a problem', () => {
    const onSubmit = renderForm(longSchema);
    expect(field(FIELDS - 1)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(FIELDS - 1)).toHaveFocus();
    expect(screen.getByText('Please fill this in')).toBeInTheDocument();
  });

  it('keeps every other field when two fields swap places', async () => {
    const order = (first: string[]) => [...first, '*'];
    const form = (uiSchema: { 'ui:order': string[] }) => (
      <ThemedForm schema={longSchema} uiSchema={uiSchema} validator={formValidator} />
    );
    const { rerender } = render(form({ 'ui:order': order(['f0', 'f1']) }));
    await drawTheRest();
    const [early, later] = [field(2), field(CHUNK_FIELDS + 1)];
    fireEvent.change(field(2) as HTMLInputElement, { target: { value: 'typed before' } });
    rerender(form({ 'ui:order': order(['f1', 'f0']) }));
    const ids = () =>
      [...document.querySelectorAll('input[id^="root_f"]')].slice(0, 3).map((e) => e.id);
    expect(ids()).toEqual(['root_f1', 'root_f0', 'root_f2']);
    // The same boxes, not new ones: what is typed, the focus and the page's place stay.
    expect(field(2)).toBe(early);
    expect(field(CHUNK_FIELDS + 1)).toBe(later);
    expect(field(2)).toHaveValue('typed before');
  });

  it('renders a short form whole at once', () => {
    const short: RJSFSchema = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: LONG_FORM_FIELDS - 1 }, (_, i) => [`f${i}`, { type: 'string' }]),
      ),
    };
    renderForm(short);
    expect(field(LONG_FORM_FIELDS - 2)).not.toBeNull();
    expect(document.querySelector('.rjsf-field-chunk')).toBeNull();
  });
});

/** `count` groups of `fields` text fields each, as long real forms are written. */
function sections(count: number, fields: number, prefix = 's'): RJSFSchema['properties'] {
  return Object.fromEntries(
    Array.from({ length: count }, (_, s) => [
      `${prefix}${s}`,
      {
        type: 'object',
        title: `Section ${s + 1}`,
        properties: Object.fromEntries(
          Array.from({ length: fields }, (_, f) => [
            `f${f}`,
            { type: 'string', title: `Field ${f + 1}`, minLength: 2, maxLength: 80 },
          ]),
        ),
      },
    ]),
  );
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement | null;

describe('a long form made of sections', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  // 8 sections of 6: long by its 48 fields, though it has only 8 top-level ones.
  const inSections: RJSFSchema = { type: 'object', properties: sections(8, 6) };

  it('renders a chunk of sections at once, then the rest, each section whole and in order', async () => {
    renderForm(inSections);
    expect(byId('root_s0_f0')).not.toBeNull();
    expect(byId('root_s1_f5')).not.toBeNull();
    expect(byId('root_s2_f0')).toBeNull();
    await drawTheRest();
    expect([...document.querySelectorAll('input[id^="root_s"]')].map((e) => e.id)).toEqual(
      Array.from({ length: 48 }, (_, i) => `root_s${Math.floor(i / 6)}_f${i % 6}`),
    );
  });

  it('renders sections inside parts chunk by chunk too, and all of them before a submit', () => {
    // 2 parts of 7 sections of 6 fields; the one required field is in the very last section.
    const parts: RJSFSchema = {
      type: 'object',
      properties: {
        p0: { type: 'object', title: 'Part 1', properties: sections(7, 6) },
        p1: { type: 'object', title: 'Part 2', required: ['s6'], properties: sections(7, 6) },
      },
    };
    const last = (parts.properties?.p1 as RJSFSchema).properties?.s6 as RJSFSchema;
    last.required = ['f5'];
    const onSubmit = renderForm(parts);
    expect(byId('root_p0_s1_f0')).not.toBeNull();
    expect(byId('root_p0_s2_f0')).toBeNull();
    expect(byId('root_p1_s0_f0')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(byId('root_p1_s6_f5')).toHaveFocus();
  });
});

/** Lets the chunks due now render: one step each, not the steps those schedule. */
const oneStep = () => act(() => vi.runOnlyPendingTimersAsync());

/** Pages rendered at build time and hydrated here: Testing Library's cleanup knows none of them. */
const hydrated: { container: HTMLElement; root?: Root }[] = [];

/** As main.tsx does with a page rendered at build time: the app is hydrating it. */
function renderAtBuildTime(form: ReactElement): HTMLElement {
  const container = document.createElement('div');
  holdUntilHydrated(container);
  container.innerHTML = renderToString(form);
  document.body.append(container);
  hydrated.push({ container });
  return container;
}

async function hydrate(container: HTMLElement, form: ReactElement, mismatches: () => void) {
  const page = hydrated.find((p) => p.container === container);
  await act(async () => {
    const root = hydrateRoot(container, form, { onRecoverableError: mismatches });
    if (page) page.root = root;
  });
}

describe('a long form of at most WHOLE_FIELDS answers (a step of ten sections)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  // Even after a failure or a timeout: a page left behind answers the next test's queries.
  afterEach(() => {
    for (const { container, root } of hydrated.splice(0)) {
      act(() => root?.unmount());
      container.remove();
    }
    markHydrated();
    vi.useRealTimers();
  });

  // 10 sections of 10: long, and no more than is rendered whole.
  const step: RJSFSchema = { type: 'object', properties: sections(10, 10) };
  const ids = Array.from({ length: 100 }, (_, i) => `root_s${Math.floor(i / 10)}_f${i % 10}`);
  const renderedIds = () => [...document.querySelectorAll('input[id^="root_s"]')].map((e) => e.id);

  it('is rendered whole at build time, and hydrated without rendering anything again', async () => {
    expect(WHOLE_FIELDS).toBeGreaterThanOrEqual(100);
    const form = <ThemedForm schema={step} validator={formValidator} />;
    const container = renderAtBuildTime(form);
    expect(renderedIds()).toEqual(ids);
    const last = byId('root_s9_f9');
    const mismatches = vi.fn();
    await hydrate(container, form, mismatches);
    await drawTheRest();
    expect(mismatches).not.toHaveBeenCalled();
    expect(byId('root_s9_f9')).toBe(last);
    expect(renderedIds()).toEqual(ids);
    // WHOLE_FIELDS answers rendered, at build time and again by hydration: seconds on a loaded machine.
  }, 60_000);

  it('inside a longer form (its first part), comes from the build with its first chunk only', async () => {
    // A part of 10 sections of 10, no more than is rendered whole; one answer more makes the form longer.
    const parts: RJSFSchema = {
      type: 'object',
      properties: {
        p0: { type: 'object', properties: sections(10, 10) },
        p1: { type: 'object', properties: sections(1, 1) },
      },
    };
    const form = <ThemedForm schema={parts} validator={formValidator} />;
    const container = renderAtBuildTime(form);
    const inputs = () => [...container.querySelectorAll('input[id^="root_p"]')].map((e) => e.id);
    // The first section of the first part: a page that arrives, and is hydrated, sooner.
    expect(inputs()).toEqual(ids.slice(0, 10).map((id) => id.replace('root_', 'root_p0_')));
    const first = byId('root_p0_s0_f0');
    const mismatches = vi.fn();
    await hydrate(container, form, mismatches);
    markHydrated();
    await drawTheRest();
    expect(mismatches).not.toHaveBeenCalled();
    expect(byId('root_p0_s0_f0')).toBe(first);
    expect(inputs()).toHaveLength(101);
  });

  it('rendered in the browser, comes with its first chunk at once and the rest in one step', async () => {
    renderForm(step);
    expect(renderedIds()).toEqual(ids.slice(0, 10));
    await oneStep();
    expect(renderedIds()).toEqual(ids);
  });

  it('inside a chunk rendered after the first (a part of a form of parts), comes whole with it', async () => {
    // 3 parts of 10 sections of 4: each part long (40) and a chunk of its own.
    const parts: RJSFSchema = {
      type: 'object',
      properties: Object.fromEntries(
        [0, 1, 2].map((p) => [`p${p}`, { type: 'object', properties: sections(10, 4) }]),
      ),
    };
    renderForm(parts);
    expect(byId('root_p0_s0_f0')).not.toBeNull();
    expect(byId('root_p1_s0_f0')).toBeNull();
    await oneStep();
    expect(byId('root_p2_s9_f3')).not.toBeNull();
    expect(document.querySelectorAll('input[id^="root_p"]')).toHaveLength(120);
  });
});

describe("a long form in the app's theme", () => {
  it('adds no style to the page per field', async () => {
    const pageWide = () => new Set(document.querySelectorAll('style[data-emotion="css-global"]'));
    const before = pageWide();
    render(
      <MuiRoot>
        <ThemedForm schema={longSchema} validator={formValidator} />
      </MuiRoot>,
    );
    await waitFor(() => expect(field(FIELDS - 1)).not.toBeNull(), { timeout: 15_000 });
    // MUI's text box wrote its autofill keyframes as two page-wide styles per field (120
    // here), each making the browser restyle the page.
    const added = [...pageWide()].filter((style) => !before.has(style));
    expect(added.filter((style) => style.textContent?.includes('mui-auto-fill'))).toEqual([]);
    expect(added.length).toBeLessThan(FIELDS);
  });
});

describe('a long list', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('renders its first items at once and the rest right after, in order', async () => {
    // 20 people of three answers: 60 answers, four people a chunk.
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        people: {
          type: 'array',
          title: 'People',
          items: {
            type: 'object',
            properties: Object.fromEntries(
              ['a', 'b', 'c'].map((name) => [name, { type: 'string', title: name }]),
            ),
          },
        },
      },
    };
    // The list's own templates load on their first render: here they are in already.
    await Promise.all([PARTS.ListTemplate.load(), PARTS.ListItemTemplate.load()]);
    render(
      <ThemedForm
        schema={schema}
        validator={formValidator}
        formData={{ people: Array.from({ length: 20 }, (_, i) => ({ a: `person ${i}` })) }}
      />,
    );
    // Shown after React's 300 ms reveal wait.
    for (let ms = 0; ms < 2000 && !byId('root_people_0_a'); ms += 20) {
      await act(() => vi.advanceTimersByTimeAsync(20));
    }
    expect(byId('root_people_3_a')).toHaveValue('person 3');
    expect(byId('root_people_4_a')).toBeNull();
    await drawTheRest();
    expect(
      [...document.querySelectorAll<HTMLInputElement>('input[id$="_a"]')].map((e) => e.value),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `person ${i}`));
  });
});

describe('typing into one section of a long form', () => {
  it('renders each field once, and an answer renders again only its own field and groups', async () => {
    // No pause between keys: each key still goes through its own events and renders.
    const user = userEvent.setup({ delay: null });
    const schema: RJSFSchema = { type: 'object', properties: sections(20, 2) };
    // Every field's renders, counted by its id: rjsf-mui's own field template, counting.
    const renders = new Map<string, number>();
    const MuiFieldTemplate = Templates.FieldTemplate;
    function CountedFieldTemplate(props: FieldTemplateProps) {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return MuiFieldTemplate ? <MuiFieldTemplate {...props} /> : null;
    }
    let commits = 0;
    const onChange = vi.fn();
    render(
      <Profiler id="form" onRender={() => commits++}>
        <ThemedForm
          schema={schema}
          validator={formValidator}
          onChange={onChange}
          templates={{ FieldTemplate: CountedFieldTemplate }}
        />
      </Profiler>,
    );
    await waitFor(() => expect(byId('root_s19_f1')).not.toBeNull(), { timeout: 15_000 });
    // Rendering the form chunk by chunk rendered no field twice.
    expect([...renders.values()].every((n) => n === 1)).toBe(true);
    expect(renders.size).toBe(1 + 20 + 40);
    const field = byId('root_s17_f1') as HTMLInputElement;
    await user.click(field);
    commits = 0;
    renders.clear();
    await user.keyboard('hello there');
    expect(field).toHaveValue('hello there');
    // The keys render nothing beyond MUI marking the field filled at the first.
    expect(commits).toBeLessThanOrEqual(2);
    expect(renders.size).toBe(0);
    // Once the typing pauses the form takes the answer: the other 19 sections stay as they were.
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await waitFor(() => expect(renders.get('root')).toBe(1), { timeout: 5_000 });
    expect([...renders.keys()].sort()).toEqual(['root', 'root_s17', 'root_s17_f1']);
  });
});
