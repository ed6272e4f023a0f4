import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT, laidOut } from '../../../../../src/features/studio/document/file-layout';
import { check } from 'prettier';
import { addPage, moveToPage, setPaged } from '../../../../../src/features/studio/edits/page-edits';
import { setCopy } from '../../../../../src/features/studio/edits/screen-settings-edits';

const root = path.resolve(import.meta.dirname, '../../../../..');
const schemas = path.join(root, 'schemas');
const screens = readdirSync(schemas).filter((f) => f.endsWith('.json'));

describe('a file the studio writes', () => {
  it('is laid out with the width `npm run lint` checks', () => {
    const config = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8')) as {
      printWidth: number;
    };
    expect(LAYOUT.printWidth).toBe(config.printWidth);
  });

  it('is every shipped file unchanged, byte for byte, when nothing was changed', async () => {
    for (const name of screens) {
      const text = readFileSync(path.join(schemas, name), 'utf8');
      expect(await laidOut(text, text), name).toBe(text);
    }
  });

  it('has its long lines and a moved list laid out again where the file was laid out', async () => {
    const before = '{\n  "title": "Party",\n  "steps": [{ "title": "One", "fields": ["a"] }]\n}\n';
    const edited =
      '{\n  "title": "Party",\n  "steps": [{ "title": "One", "fields": [\n      "a",\n      "b"\n    ] }],\n  "email": { "template": "template_rsvp", "confirmation": { "template": "template_rsvp_copy", "to": "email" } }\n}\n';
    expect(await laidOut(before, edited)).toBe(
      '{\n  "title": "Party",\n  "steps": [{ "title": "One", "fields": ["a", "b"] }],\n  "email": {\n    "template": "template_rsvp",\n    "confirmation": { "template": "template_rsvp_copy", "to": "email" }\n  }\n}\n',
    );
  });

  it('passes the lint after the studio pages a screen and sends a copy', async () => {
    const contact = readFileSync(path.join(schemas, 'contact.json'), 'utf8');
    let text = setPaged(contact, true);
    text = addPage(text);
    text = moveToPage(text, 'topic', 1);
    text = moveToPage(text, 'message', 1);
    text = setCopy(text, { template: 'template_contact_copy_for_the_person', to: 'email' });
    expect(await check(await laidOut(contact, text), LAYOUT)).toBe(true);
  });

  it('keeps a layout of the author’s own, and a text with a mistake, as they are', async () => {
    const own = '{\n    "title":   "Party"\n}\n';
    const edited = '{\n    "title":   "Summer party",  "hidden": true\n}\n';
    expect(await laidOut(own, edited)).toBe(edited);
    const broken = '{\n  "title": "Party"\n  "hidden": true\n}\n';
    expect(await laidOut('{\n  "title": "Party"\n}\n', broken)).toBe(broken);
  });
});
