import {
  DndContext,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { ConditionEditor } from '../questions/condition-editor';
import { conditionWords } from '../../edits/condition-edits';
import {
  addPage,
  moveToPage,
  pageDecidersOf,
  removePage,
  setPageCondition,
  setPageTitle,
  type Page,
} from '../../edits/page-edits';
import { settingsOf } from '../../edits/screen-settings-edits';
import { MoveChosen, PageBox, PageQuestion, pageId, type Answer } from './page-question';
import type { Change } from '../questions/change';
import { markedAt } from '../../checking/screen-mistakes';

/** Where a dragged question would go: the page, and its place among the page's other questions. */
type Aim = { page: number; at: number };
/**
 * The form's pages: each one's title, its condition ("Show this page when an
 * earlier question is an answer", written as the guide's step `when`) and its
 * questions, moved between pages by dragging or by each one's page list.
 */
export function PagesEditor({
  text,
  pages,
  answers,
  change,
  mistakes,
}: {
  text: string;
  pages: Page[];
  answers: Answer[];
  change: Change;
  /** The check's words by place in the file (screen-mistakes.ts): a title left empty. */
  mistakes: ReadonlyMap<string, string>;
}) {
  const [said, setSaid] = useState('');
  // The questions ticked to move to a page at once.
  const [chosen, setChosen] = useState<string[]>([]);
  const [aim, setAim] = useState<Aim | undefined>();
  const [dragged, setDragged] = useState<string | undefined>();
  // Each page's list of questions, to tell between which two the pointer lets go.
  const lists = useRef(new Map<number, HTMLElement>());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const titleOf = (id: unknown) => answers.find((a) => a.name === id)?.title ?? String(id);
  const pageOf = (name: string) => pages.findIndex((p) => p.fields.includes(name));
  const pageWords = (i: number) => `page ${String(i + 1)}, “${pages[i]?.title ?? ''}”`;
  const indexOf = (id: unknown) => Number(String(id).replace('page-', ''));
  /** Where on its page a question now is, in words: before or after which other. */
  const placeWords = (fields: string[], name: string) => {
    const at = fields.indexOf(name);
    const neighbour = at === 0 ? fields[1] : fields[at - 1];
    if (neighbour === undefined) return '';
    return `, ${at === 0 ? 'before' : 'after'} “${titleOf(neighbour)}”`;
  };
  const move = (name: string, page: number, at?: number) => {
    if (at === undefined && pageOf(name) === page) return;
    change((t) => {
      const next = moveToPage(t, name, page, at);
      // Let go where it was: nothing to say.
      const inPlace = at === undefined || pages[page]?.fields.indexOf(name) === at;
      if (next === t && !inPlace) {
        setSaid(
          `“${titleOf(name)}” stays where it is: a question shown on a condition comes right after the question it depends on.`,
        );
      }
      if (next === t) return t;
      const fields = settingsOf(next).pages?.[page]?.fields ?? [];
      setSaid(`“${titleOf(name)}” is now on ${pageWords(page)}${placeWords(fields, name)}.`);
      return next;
    });
  };
  /** The page under the pointer, and the place among its other questions above which it is. */
  const aimOf = ({ active, over, activatorEvent, delta }: DragMoveEvent): Aim | undefined => {
    if (!over || !(activatorEvent instanceof PointerEvent)) return undefined;
    const page = indexOf(over.id);
    const y = activatorEvent.clientY + delta.y;
    const rows = [...(lists.current.get(page)?.children ?? [])].filter(
      (row) => row instanceof HTMLElement && row.dataset.question !== String(active.id),
    );
    const at = rows.filter((row) => {
      const { top, height } = row.getBoundingClientRect();
      return top + height / 2 < y;
    }).length;
    return { page, at };
  };
  const aimAt = (event: DragMoveEvent) => {
    const next = aimOf(event);
    if (next?.page !== aim?.page || next?.at !== aim?.at) setAim(next);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” is over ${pageWords(indexOf(over.id))}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${titleOf(active.id)}” dropped on ${pageWords(indexOf(over.id))}.`
        : `“${titleOf(active.id)}” stays where it was.`,
    onDragCancel: ({ active }) => `“${titleOf(active.id)}” put back where it was.`,
  };
  const dropped = (event: DragEndEvent) => {
    const target = aimOf(event);
    setAim(undefined);
    setDragged(undefined);
    if (target) move(String(event.active.id), target.page, target.at);
  };
  const onNoPage = answers.filter((a) => pageOf(a.name) < 0);
  /** Every ticked question to `page`, each where the form already renders it among the page's. */
  const moveChosen = (page: number) => {
    const moving = chosen.filter((name) => answers.some((a) => a.name === name));
    change((t) => moving.reduce((next, name) => moveToPage(next, name, page), t));
    setChosen([]);
    const count = moving.length === 1 ? '1 question is' : `${String(moving.length)} questions are`;
    setSaid(`${count} now on ${pageWords(page)}.`);
  };
  const row = (a: Answer, place: number, onPage: Answer[]) => {
    const on = pageOf(a.name);
    const others = onPage.filter((o) => o.name !== dragged);
    const aimed =
      dragged === undefined || aim?.page !== on || a.name === dragged
        ? undefined
        : others[aim.at]?.name === a.name
          ? 'before'
          : aim.at >= others.length && others.at(-1)?.name === a.name
            ? 'after'
            : undefined;
    return (
      <PageQuestion
        key={a.name}
        answer={a}
        on={on}
        place={place}
        count={onPage.length}
        pages={pages}
        aimed={aimed}
        onMove={(page, at) => move(a.name, page, at)}
        chosen={chosen.includes(a.name)}
        onChoose={(on) =>
          setChosen((c) => (on ? [...c, a.name] : c.filter((name) => name !== a.name)))
        }
      />
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragMove={aimAt}
      onDragEnd={dropped}
      onDragCancel={() => {
        setAim(undefined);
        setDragged(undefined);
      }}
      accessibility={{ announcements }}
    >
      <Typography variant="body2" color="text.secondary">
        Drag a question by its name to where it goes, on its page or another; or choose its page in
        the list beside it, and move it up or down the page with the arrows. To move several at
        once, tick them and choose their page here:
      </Typography>
      <MoveChosen pages={pages} count={chosen.length} onMove={moveChosen} />
      {pages.map((page, i) => {
        const deciders = pageDecidersOf(text, i);
        // In the page's own order, the order the form renders them in.
        const fields = page.fields.flatMap((name) => answers.find((a) => a.name === name) ?? []);
        return (
          <PageBox key={i} index={i}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              Page {i + 1}
              {page.condition
                ? `: shown only when ${conditionWords(text, page.condition)}`
                : page.when
                  ? ': shown only on a condition written in the file'
                  : ''}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={`Title of page ${String(i + 1)}`}
                value={page.title}
                onChange={(e) => change((t) => setPageTitle(t, i, e.target.value), true)}
                {...markedAt(mistakes, `steps.${String(i)}.title`)}
                sx={{ flex: 1, minWidth: 200 }}
              />
              {pages.length > 1 && (
                <Button size="small" onClick={() => change((t) => removePage(t, i))}>
                  Remove page {i + 1}
                </Button>
              )}
            </Box>
            {i > 0 && (
              <ConditionEditor
                name={pageId(i)}
                subject="page"
                condition={page.condition}
                deciders={deciders}
                change={change}
                write={(t, c) => setPageCondition(t, i, c)}
              />
            )}
            {page.when && !page.condition && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  Its condition is written in the file (change it on the File (JSON) tab).
                </Typography>
                <Button
                  size="small"
                  onClick={() => change((t) => setPageCondition(t, i, undefined))}
                >
                  Show page {i + 1} always
                </Button>
              </Box>
            )}
            <Box
              component="ul"
              ref={(list: HTMLUListElement | null) => {
                if (list) lists.current.set(i, list);
                else lists.current.delete(i);
              }}
              aria-label={`Questions on page ${String(i + 1)}`}
              sx={{ p: 0, m: 0, display: 'grid', gap: 0.5, containerType: 'inline-size' }}
            >
              {fields.map((a, place) => row(a, place, fields))}
            </Box>
            {fields.length === 0 && (
              // A page just added is a normal state: what to do, not a mistake in the file's words.
              <Typography variant="body2" color="text.secondary">
                Add a question to this page: drag one here, or choose page {i + 1} in the question’s
                list{pages.length > 1 ? `, or remove page ${String(i + 1)}` : ''}.
              </Typography>
            )}
          </PageBox>
        );
      })}
      {onNoPage.length > 0 && (
        <Box
          component="ul"
          aria-label="Questions on no page"
          sx={{ p: 0, m: 0, containerType: 'inline-size' }}
        >
          {onNoPage.map((a, place) => row(a, place, onNoPage))}
        </Box>
      )}
      <Box>
        <Button onClick={() => change(addPage)}>+ Add a page</Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {said}
      </Typography>
    </DndContext>
  );
}
