// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { questionsOf } from '../../../../src/features/responses/questions';
import { ScreenResponses, type DropOff } from '../../../../src/features/responses/screen-responses';
import { tallyAll } from '../../../../src/features/responses/tally';
import type { KeptResponse } from '../../../../src/screen/kept-response';
import { response, survey } from '../../../unit/features/responses/survey';

// Chart.js renders on a canvas, which jsdom has not: the figures are checked in their table here.
vi.spyOn(console, 'error').mockImplementation(() => undefined);
// jsdom lays nothing out: the table's scrolling box says it is as tall as on a screen.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get: () => 600,
});

const responses = [
  response({ name: 'Ana', came: true, topic: 'idea', stars: 5, recommend: 10 }, 3),
  response({ name: 'Bo', came: false, topic: 'praise', stars: 4, recommend: 6 }, 2),
  response({ name: 'Cy', came: true, topic: 'idea', stars: 3, recommend: 9 }, 1),
];

const renderPage = (onDelete = vi.fn(() => Promise.resolve())) => {
  render(
    <ScreenResponses slug="survey" screen={survey} responses={responses} onDelete={onDelete} />,
  );
  return onDelete;
};

test('the count, and a card per question with its answers counted', () => {
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('3 responses');
  const came = screen.getByRole('region', { name: 'Did you come?' });
  expect(within(came).getByText('3 answers')).toBeInTheDocument();
  expect(within(came).getByRole('img')).toHaveAccessibleName(
    'Chart of Did you come?. Yes: 2 (66.7%); No: 1 (33.3%)',
  );
});

test('each chart is also a table: answers, counts and shares', async () => {
  renderPage();
  const topic = screen.getByRole('region', { name: 'Topic' });
  await userEvent.click(within(topic).getByRole('button', { name: 'Table' }));
  const rows = within(within(topic).getByRole('table')).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'AnswerCountShare',
    'An idea266.7%',
    'Praise133.3%',
  ]);
});

test('NPS: the score and its three groups', () => {
  renderPage();
  const nps = screen.getByRole('region', { name: 'Recommend?' });
  expect(nps).toHaveTextContent('Net Promoter Score33');
  expect(nps).toHaveTextContent('Promoters (9–10): 2 (66.7%)');
  expect(nps).toHaveTextContent('Detractors (0–6): 1 (33.3%)');
});

test('a written answer found by search among all of them', async () => {
  const many = Array.from({ length: 8 }, (_, i) => response({ name: `Person ${i}` }, i));
  render(<ScreenResponses slug="survey" screen={survey} responses={many} onDelete={vi.fn()} />);
  const name = screen.getByRole('region', { name: 'Your name' });
  expect(within(name).getAllByRole('listitem')).toHaveLength(5);
  await userEvent.type(within(name).getByRole('searchbox'), 'person 7');
  await waitFor(() => expect(within(name).getAllByRole('listitem')).toHaveLength(1));
  expect(within(name).getByRole('status')).toHaveTextContent('1 answer contains “person 7”');
});

test('one response opened whole, in words, and deleted once confirmed', async () => {
  const onDelete = renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Each response' }));
  const table = screen.getByRole('table', { name: 'Each response' });
  const rows = within(table).getAllByRole('row', { name: /^Open the response of/ });
  expect(rows.length).toBeGreaterThan(0);
  await userEvent.click(rows[0]!);
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Your nameCy');
  expect(dialog).toHaveTextContent('TopicAn idea');
  expect(dialog).toHaveTextContent('Stars3 of 5');
  expect(dialog).toHaveTextContent('AgeNot answered');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete this response?' });
  expect(onDelete).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenCalledWith(responses[2]);
  await waitFor(() => expect(screen.getByText('Response deleted.')).toBeInTheDocument());
});

test('the table filtered by any words of a response', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Each response' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the responses' }), 'praise');
  await waitFor(() => expect(screen.getByText('1 of 3 responses')).toBeInTheDocument());
});

/** The page with drop-off as read, on its Drop-off tab. */
const drawDropOff = async (dropOff: DropOff) => {
  render(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={responses}
      dropOff={dropOff}
      onDelete={vi.fn()}
    />,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Drop-off' }));
};

test('drop-off: how many visits reached each step and were sent, one visit said as one', async () => {
  await drawDropOff({ steps: ['About you', 'Your visit'], reached: [4, 2], sent: 1 });
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Chart of Drop-off. Step 1: About you: 4 visits (100%); Step 2: Your visit: 2 visits (50%); Sent: 1 visit (25%)',
  );
});

test('drop-off that could not be read: said why, not "no visits yet"', async () => {
  await drawDropOff({
    steps: ['About you'],
    reached: [],
    sent: 0,
    failed: 'The database does not answer.',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('The database does not answer.');
  expect(screen.queryByText('No visits recorded yet.')).toBeNull();
});

test('no responses yet: said, not a blank page, with the form to share', () => {
  render(
    <MemoryRouter>
      <ScreenResponses
        slug="survey"
        screen={survey}
        responses={[]}
        formPath="/survey"
        onDelete={vi.fn()}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText(/No responses yet\. They appear here/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the form' })).toHaveAttribute('href', '/survey');
  expect(screen.getByRole('button', { name: 'CSV (Excel, Sheets)' })).toBeDisabled();
});

test('a response come live and one gone: the count and the charts follow, nothing counted twice', async () => {
  const view = render(
    <ScreenResponses slug="survey" screen={survey} responses={responses} onDelete={vi.fn()} />,
  );
  const came = () => within(screen.getByRole('region', { name: 'Did you come?' })).getByRole('img');
  const arrived = response({ name: 'Di', came: false }, 0);
  view.rerender(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={[...responses, arrived]}
      onDelete={vi.fn()}
    />,
  );
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 responses'));
  expect(came()).toHaveAccessibleName('Chart of Did you come?. Yes: 2 (50%); No: 2 (50%)');
  view.rerender(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={[responses[1]!, arrived]}
      onDelete={vi.fn()}
    />,
  );
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 responses'));
  expect(came()).toHaveAccessibleName('Chart of Did you come?. Yes: 0 (0%); No: 2 (100%)');
});

test('from a kept summary: its counts and the newer ones, the table and CSV once all are read', async () => {
  const questions = questionsOf(survey);
  const upTo = Math.max(...responses.map((r) => r.submittedAt));
  const base = { tallies: tallyAll(questions, responses), upTo };
  const arrived = response({ name: 'Di', came: false }, 0);
  const onReadAll = vi.fn(() => Promise.resolve(responses));
  // At hand: the newest one the summary counted, and one after it.
  const view = render(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={[responses[2]!, arrived]}
      base={base}
      everything={false}
      onReadAll={onReadAll}
      onDelete={vi.fn()}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('4 responses');
  const came = within(screen.getByRole('region', { name: 'Did you come?' })).getByRole('img');
  expect(came).toHaveAccessibleName('Chart of Did you come?. Yes: 2 (50%); No: 2 (50%)');
  await userEvent.click(screen.getByRole('tab', { name: 'Each response' }));
  expect(onReadAll).toHaveBeenCalled();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  view.rerender(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={[...responses, arrived]}
      base={base}
      everything
      onReadAll={onReadAll}
      onDelete={vi.fn()}
    />,
  );
  expect(await screen.findAllByRole('row', { name: /^Open the response/ })).toHaveLength(4);
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('4 responses');
});

test('CSV before every response is read: made from what the read brings, with the newer ones', async () => {
  const questions = questionsOf(survey);
  const upTo = Math.max(...responses.map((r) => r.submittedAt));
  const base = { tallies: tallyAll(questions, responses), upTo };
  const arrived = response({ name: 'Di', came: false }, 0);
  let read = (_: KeptResponse[]) => {};
  const onReadAll = vi.fn(() => new Promise<KeptResponse[]>((resolve) => (read = resolve)));
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(
    <ScreenResponses
      slug="survey"
      screen={survey}
      responses={[arrived]}
      base={base}
      everything={false}
      onReadAll={onReadAll}
      onDelete={vi.fn()}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'CSV (Excel, Sheets)' }));
  expect(onReadAll).toHaveBeenCalled();
  expect(saved).not.toHaveBeenCalled();
  // Read as the page reads them: every response, the newer one among them too.
  read([...responses, arrived]);
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  // jsdom's Blob has no text(): read as a browser read it before.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(files[0]!);
  });
  const names = text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => /,(Ana|Bo|Cy|Di),/.exec(line)?.[1]);
  expect(names).toEqual(['Di', 'Cy', 'Bo', 'Ana']);
  saved.mockRestore();
});
