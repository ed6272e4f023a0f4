// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QuestionCards } from '../../../../../../src/features/studio/panels/questions/question-cards';

// Every card's shell takes its place in the list from useSortable: a call is a shell rendered.
const sortableCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/sortable', async (original) => {
  const sortable = await original<typeof import('@dnd-kit/sortable')>();
  return {
    ...sortable,
    useSortable: (...args: Parameters<typeof sortable.useSortable>) => {
      sortableCalls.count++;
      return sortable.useSortable(...args);
    },
  };
});

// A card's body is one Paper (the list has no other): a Paper rendered is a body rendered.
const bodyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material', async (original) => {
  const mui = await original<typeof import('@mui/material')>();
  const { createElement } = await import('react');
  const Paper = (props: import('@mui/material').PaperProps) => {
    bodyCalls.count++;
    return createElement(mui.Paper, props);
  };
  return { ...mui, Paper };
});

const COUNT = 50;
const names = Array.from({ length: COUNT }, (_, i) => `q${String(i + 1)}`);
const fileOf = (order: readonly string[]) =>
  JSON.stringify(
    {
      title: 'Many',
      schema: {
        type: 'object',
        properties: Object.fromEntries(
          order.map((name) => [name, { type: 'string', title: `Question ${name}` }]),
        ),
      },
    },
    null,
    2,
  ) + '\n';

const NO_SELECT = () => {};
const NO_MISTAKES = new Map();

/** The cards with the file's text as the studio keeps it, and React's commits counted. */
function Cards({ onCommit }: { onCommit: () => void }) {
  const [text, setText] = useState(fileOf(names));
  return (
    <Profiler id="cards" onRender={onCommit}>
      <output aria-label="File">{text}</output>
      <QuestionCards
        text={text}
        openedText={text}
        onEdit={setText}
        selected={undefined}
        onSelect={NO_SELECT}
        mistakes={NO_MISTAKES}
      />
    </Profiler>
  );
}

// jsdom lays nothing out: each card is 80 px tall, one under the other, as in a browser.
const CARD = 80;
let restore: () => void;
beforeEach(() => {
  const measured = vi
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: Element) {
      const li = this.closest('li');
      const place = li?.parentElement ? [...li.parentElement.children].indexOf(li) : 0;
      return DOMRect.fromRect({ x: 0, y: place * CARD, width: 400, height: CARD });
    });
  restore = () => measured.mockRestore();
});
afterEach(() => restore());

const press = (key: string, code: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, code });
  });

/** What React did for one key: commits, card shells (useSortable) and card bodies rendered. */
async function counted(key: string, code: string, commits: { count: number }) {
  sortableCalls.count = 0;
  bodyCalls.count = 0;
  commits.count = 0;
  press(key, code);
  await act(() => Promise.resolve());
  return { commits: commits.count, shells: sortableCalls.count, bodies: bodyCalls.count };
}

it('renders only the moved card’s body again when a question is moved by the keyboard', async () => {
  const commits = { count: 0 };
  render(<Cards onCommit={() => commits.count++} />);
  act(() => screen.getByRole('button', { name: 'Move "Question q10"' }).focus());

  const pickUp = await counted(' ', 'Space', commits);
  const step = await counted('ArrowDown', 'ArrowDown', commits);
  const drop = await counted(' ', 'Space', commits);

  const file = screen.getByRole('status', { name: 'File' }).textContent ?? '';
  expect(file.indexOf('"q11"')).toBeLessThan(file.indexOf('"q10"'));
  // dnd-kit renders every shell at each change of its state (two commits at the drop: the drop,
  // then its measures let go); a card's body only when what it shows changed: the picked-up
  // card's handle (aria-pressed). A body rendered for every card was ~30 elements each.
  expect({ pickUp: pickUp.bodies, step: step.bodies, drop: drop.bodies }).toEqual({
    pickUp: 1,
    step: 0,
    drop: 1,
  });
  expect(step.shells).toBeLessThanOrEqual(COUNT + 1);
  expect(drop.shells).toBeLessThanOrEqual(2 * COUNT);
});
