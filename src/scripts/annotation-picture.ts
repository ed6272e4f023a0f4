import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { escapeHtml } from '../build/escape-html';
import { readAnnotation, type Annotation } from './github-annotations';

// `npm run picture:annotation`: the authors' guide's picture of a mistake on a pull request
// (docs/screenshots/pull-request-annotation.png), rendered from the annotation the checker prints
// for it under GitHub Actions, so the picture never shows words the checker no longer says.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PICTURE = path.join(ROOT, 'docs/screenshots/pull-request-annotation.png');
const SCREEN = 'contact.json';
/** The typo the guide's story makes: a field's type one letter short. */
const TYPO = ['"email": { "type": "string"', '"email": { "type": "strin"'] as const;
/** Lines of the file shown before and after the one the annotation names. */
const CONTEXT = 3;

type Mistake = { annotation: Annotation; before: string[]; after: string[] };

/** The checker run as the workflow runs it, from a checkout whose screen file has the typo. */
function checkTheTypo(): Mistake {
  const checkout = mkdtempSync(path.join(tmpdir(), 'annotation-picture-'));
  try {
    const schemas = path.join(checkout, 'schemas');
    cpSync(path.join(ROOT, 'schemas'), schemas, { recursive: true });
    const before = readFileSync(path.join(schemas, SCREEN), 'utf8');
    const after = before.replace(...TYPO);
    writeFileSync(path.join(schemas, SCREEN), after);
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'src/scripts/check-cli.ts'), 'schemas'],
      { cwd: checkout, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: 'true' } },
    );
    const annotations = run.stdout.split('\n').flatMap((line) => readAnnotation(line) ?? []);
    const [annotation] = annotations;
    if (annotations.length !== 1 || annotation === undefined)
      throw new Error(`expected one annotation for the typo, the checker printed:\n${run.stdout}`);
    return { annotation, before: before.split('\n'), after: after.split('\n') };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

const row = (kind: 'del' | 'add' | '', number: number, text: string) =>
  `<tr class="${kind}"><td class="num">${number}</td><td class="code">${
    { del: '-', add: '+', '': ' ' }[kind]
  } ${escapeHtml(text)}</td></tr>`;

// GitHub's x-circle-fill octicon.
const FAILURE_ICON =
  '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M2.343 13.657A8 8 0 1 1 13.658 2.343 8 8 0 0 1 2.343 13.657ZM6.03 4.97a.751.751 0 0 0-1.042.018.751.751 0 0 0-.018 1.042L6.94 8 4.97 9.97a.749.749 0 0 0 .326 1.275.749.749 0 0 0 .734-.215L8 9.06l1.97 1.97a.749.749 0 0 0 1.275-.326.749.749 0 0 0-.215-.734L9.06 8l1.97-1.97a.749.749 0 0 0-.326-1.275.749.749 0 0 0-.734.215L8 6.94Z"/></svg>';

/** The pull request's "Files changed" view of the typo, the annotation under its line, as GitHub renders it. */
function filesChangedPage({ annotation, before, after }: Mistake): string {
  const at = annotation.line;
  const rows: string[] = [];
  for (let n = Math.max(1, at - CONTEXT); n <= Math.min(after.length, at + CONTEXT); n++) {
    if (n !== at) rows.push(row('', n, after[n - 1] ?? ''));
    else {
      rows.push(row('del', n, before[n - 1] ?? ''), row('add', n, after[n - 1] ?? ''));
      rows.push(`<tr><td colspan="2"><div class="annotation">${FAILURE_ICON}<div>
        <div class="title">Check failure on line ${at} in ${escapeHtml(annotation.file)}</div>
        <div class="source">GitHub Actions / build</div>
        <div class="message">${escapeHtml(annotation.message)}</div></div></div></td></tr>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    :root { --sans: "Liberation Sans", Helvetica, Arial, sans-serif;
      --mono: "DejaVu Sans Mono", monospace; }
    body { margin: 0; padding: 12px; background: #fff; color: #1f2328; font: 14px/1.5 var(--sans); }
    main { width: 720px; border: 1px solid #d1d9e0; border-radius: 6px; overflow: hidden; }
    header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px;
      font: 600 12px var(--mono); }
    table { border-collapse: collapse; width: 100%; font: 12px/20px var(--mono); }
    td.num { width: 40px; padding: 0 10px; text-align: right; color: #59636e; }
    td.code { white-space: pre; padding: 0 8px; }
    tr.del td { background: #ffebe9; } tr.del td.num { background: #ffd7d5; }
    tr.add td { background: #dafbe1; } tr.add td.num { background: #aceebb; }
    .annotation { display: flex; gap: 8px; margin: 8px 12px; padding: 8px 12px;
      border: 1px solid #d1d9e0; border-radius: 6px; background: #fff; font: 14px/1.5 var(--sans); }
    .annotation svg { flex: none; margin-top: 3px; fill: #d1242f; }
    .title { font-weight: 600; }
    .source { color: #59636e; font-size: 12px; }
    .message { margin-top: 4px; font: 12px/1.5 var(--mono); white-space: pre-wrap; }
  </style></head><body><main><header>${escapeHtml(annotation.file)}</header>
  <table>${rows.join('')}</table></main></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 760, height: 400 } });
  await page.setContent(filesChangedPage(checkTheTypo()));
  await page.locator('main').screenshot({ path: PICTURE });
  console.log(`wrote ${path.relative(ROOT, PICTURE)}`);
} finally {
  await browser.close();
}
