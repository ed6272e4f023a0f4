import { describe, expect, it } from 'vitest';
import { check, text, validScreen } from './helpers';

const needsOf = (screen: Record<string, unknown>) =>
  check({ 'form.json': text(screen) }).screens[0]?.needs;

// The browser loads the interpreter and the piping only for screens whose entry says so.
describe("a checked screen's needs", () => {
  it('a plain form needs neither the interpreter nor the piping', () => {
    expect(needsOf(validScreen())).toEqual({ logic: false, piping: false, fileFields: [] });
  });

  it('a calculated field needs the interpreter', () => {
    const screen = validScreen();
    const schema = screen.schema as { properties: Record<string, unknown> };
    schema.properties.total = { type: 'number', title: 'Total' };
    screen.calculated = { total: { '+': [1, 2] } };
    expect(needsOf(screen)).toMatchObject({ logic: true });
  });

  it('an answer named in a title the form shows needs the piping', () => {
    const screen = validScreen();
    screen.uiSchema = { email: { 'ui:title': 'Where do we write to you, {{name}}?' } };
    expect(needsOf(screen)).toEqual({ logic: false, piping: true, fileFields: [] });
  });

  it('names the fields whose files are sent as attachments, a list of files too', () => {
    const screen = validScreen();
    const schema = screen.schema as { properties: Record<string, unknown> };
    schema.properties.cv = { type: 'string', format: 'data-url', title: 'CV' };
    schema.properties.photos = {
      type: 'array',
      title: 'Photos',
      items: { type: 'string', format: 'data-url' },
    };
    expect(needsOf(screen)?.fileFields).toEqual(['cv', 'photos']);
  });

  it('a file too broken to render has no needs', () => {
    expect(check({ 'form.json': '{ "title": ' }).screens[0]?.needs).toBeUndefined();
  });
});
