import { describe, expect, test } from 'vitest';
import {
  columnsOf,
  inertCell,
  responsesCsv,
  responsesJson,
} from '../../../../src/features/responses/export';
import { questionsOf } from '../../../../src/features/responses/questions';
import { response, survey } from './survey';

const columnWords = {
  submitted: 'Submitted',
  yes: 'Oui',
  no: 'Non',
  moment: (ms: number) => new Date(ms).toISOString(),
};
const columns = columnsOf(questionsOf(survey), survey, columnWords);

/** The CSV's rows as a spreadsheet reads them (RFC 4180), without the BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('columnsOf', () => {
  test('one column per question in the screen order, a grid row by row, after the moment', () => {
    expect(columns.map((c) => c.title)).toEqual([
      'Submitted',
      'Your name',
      'Did you come?',
      'Topic',
      'Diet',
      'Heard of us',
      'Stars',
      'Recommend?',
      'Stay › Food',
      'Stay › Room',
      'Priorities',
      'Age',
      'Day',
      'Address › City',
      'Signature',
    ]);
  });
});

describe('responsesCsv', () => {
  const csv = responsesCsv(columns, [
    response(
      {
        name: '=HYPERLINK("http://evil")',
        came: true,
        topic: 'idea',
        diet: ['vegan', 'halal'],
        stars: 4,
      },
      5,
    ),
    response(
      {
        name: 'Ana, "the boss"\nLopez',
        came: false,
        heard: 'Other: a poster',
        recommend: 9,
        stay: { food: 'great' },
        priorities: ['speed', 'price', 'support'],
        age: -5,
        day: '2026-12-01',
        address: { city: '@Lyon' },
        signature: 'data:image/png;name=signature.png;typed=Ana%20Lopez;base64,AAAA',
      },
      1,
    ),
  ]);
  const rows = parseCsv(csv.slice(1));

  test('UTF-8 with its BOM, CRLF lines, a header and a row a response, newest first', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rows).toHaveLength(3);
    expect(rows[1]![0]).toBe('2026-11-27T11:59:00.000Z');
    expect(rows[2]![0]).toBe('2026-11-27T11:55:00.000Z');
  });

  test('every answer in words, as the email summary writes it', () => {
    const newest = Object.fromEntries(columns.map((c, i) => [c.title, rows[1]![i]]));
    expect(newest).toMatchObject({
      'Your name': 'Ana, "the boss"\nLopez',
      'Did you come?': 'Non',
      'Heard of us': 'Other: a poster',
      'Recommend?': '9 of 10',
      'Stay › Food': 'Great',
      'Stay › Room': '',
      Priorities: '1. Speed, 2. Price, 3. Support',
      Age: '-5',
      Day: '2026-12-01',
      'Address › City': "'@Lyon",
      Signature: 'typed, Ana Lopez',
    });
    const older = Object.fromEntries(columns.map((c, i) => [c.title, rows[2]![i]]));
    expect(older).toMatchObject({
      'Did you come?': 'Oui',
      Topic: 'An idea',
      Diet: 'Vegan, Halal',
      Stars: '4 of 5',
      'Your name': `'=HYPERLINK("http://evil")`,
    });
  });
});

describe('inertCell', () => {
  test.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['-5', '-5'],
    ['3.25', '3.25'],
    ['a = b', 'a = b'],
    ['', ''],
  ])('%j -> %j', (cell, inert) => {
    expect(inertCell(cell)).toBe(inert);
  });
});

describe('responsesJson', () => {
  test('the answers as kept, the moment in ISO 8601', () => {
    const json = JSON.parse(responsesJson('survey', [response({ topic: 'idea' }, 0)])) as {
      screen: string;
      responses: { submittedAt: string; answers: unknown; language: string }[];
    };
    expect(json.screen).toBe('survey');
    expect(json.responses[0]).toMatchObject({
      submittedAt: '2026-11-27T12:00:00.000Z',
      answers: { topic: 'idea' },
      language: 'en',
    });
  });
});
