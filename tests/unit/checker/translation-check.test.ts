import { describe, expect, test } from 'vitest';
import type { Problem } from '../../../src/screen/types';
import {
  manifestCode,
  screenDescriptionsCode,
  screenModuleCode,
  screenTranslationCode,
} from '../../../src/build/screens-plugin';
import { check, text, where } from './helpers';

/** A screen with a text of most kinds, each translation case changes one thing. */
const screen = () => ({
  title: 'Form',
  description: 'About',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2, errorMessage: { minLength: 'Longer' } },
      topic: {
        type: 'string',
        title: 'Topic',
        oneOf: [
          { const: 'question', title: 'A question' },
          { const: 'idea', title: 'An idea' },
        ],
      },
      email: { type: 'string', title: 'Email', format: 'email' },
    },
  },
  uiSchema: { name: { 'ui:help': 'Your full name' } },
  steps: [
    { title: 'One', fields: ['name', 'topic'] },
    { title: 'Two', fields: ['email'] },
  ],
  email: { template: 'template_form', params: { subject: 'From {{name}}' } },
  success: { message: 'Thanks {{name}}', results: [{ when: true, title: 'Done' }] },
});

type Json = Record<string, unknown>;

/** Every text of screen() in French. */
const french = (): Json => ({
  $schema: './_translation.schema.json',
  title: 'Formulaire',
  description: 'À propos',
  steps: [{ title: 'Un' }, { title: 'Deux' }],
  success: { message: 'Merci {{name}}', results: [{ title: 'Fini' }] },
  fields: {
    name: { title: 'Nom', help: 'Votre nom complet', errors: { minLength: 'Plus long' } },
    topic: { title: 'Sujet', choices: { question: 'Une question', idea: 'Une idée' } },
    email: { title: 'E-mail' },
  },
});

const fields = (t: Json) => t.fields as Record<string, Json>;

/** The screen entry its chunk exports, as the browser gets it. */
function entryOf(result: ReturnType<typeof check>) {
  const line = screenModuleCode(result, 'form', 'en')
    .split('\n')
    .find((l) => l.startsWith('export const entry = '));
  return JSON.parse(line!.replace('export const entry = ', '').replace(/;$/, '')) as {
    translations?: Record<string, Json>;
  };
}

/** Checks form.json with one translation file; returns its text for positions. */
function withTranslation(change: (t: Json) => void, name = 'form.fr.json') {
  const translation = french();
  change(translation);
  const source = text(translation);
  const result = check({ 'form.json': text(screen()), [name]: source });
  return { source, result };
}

const at = (file: string, source: string, needle: string, message: string, nth = 1): Problem => ({
  file: `schemas/${file}`,
  ...where(source, needle, nth),
  message,
});

/** The `{` or `[` that ends `needle`: where a value starts. */
const problemAtValue = (file: string, source: string, needle: string, message: string): Problem => {
  const { line, column } = where(source, needle);
  return { file: `schemas/${file}`, line, column: column + needle.length - 1, message };
};

describe('a translation file', () => {
  test('with every text passes, travels with its screen and names its language', () => {
    const { result } = withTranslation(() => {});
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    const entry = result.screens[0]!;
    expect(entry.languages).toEqual(['fr']);
    expect(entry.translations).toEqual({ fr: french() });
  });

  test('languages are listed in order, and a screen without translations has none', () => {
    const result = check({
      'form.json': text(screen()),
      'form.fr.json': text(french()),
      'form.de.json': text({ ...french(), title: 'Formular' }),
      'other.json': text({ ...screen(), title: 'Other' }),
    });
    expect(result.problems).toEqual([]);
    const [form, other] = result.screens;
    expect(form?.languages).toEqual(['de', 'fr']);
    expect(form?.translations?.de?.title).toBe('Formular');
    expect(other?.languages).toBeUndefined();
    expect(other?.translations).toBeUndefined();
  });

  test('the manifest names the languages and the listed words; the screen module carries the rest', () => {
    const { result } = withTranslation(() => {});
    const manifest = manifestCode(result, 'en');
    expect(manifest).toContain('"languages":["fr"]');
    // What the router and the page's title need before the screen's chunk is in: no description,
    // which every first load would carry for every screen.
    expect(manifest).toContain('"texts":{"fr":{"title":"Formulaire"}}');
    expect(manifest).not.toMatch(/About|propos|description|"file"|"needs"|"version"/);
    expect(manifest).not.toContain('Votre nom complet');
    expect(manifest).toContain('"fr": () => import(');
    // The screen's own chunk carries none: each language is a chunk of its own.
    expect(entryOf(result).translations).toBeUndefined();
    const translation = screenTranslationCode(result, 'form', 'fr');
    expect(translation).toContain('"title":"Formulaire"');
    expect(translation).toContain('"Votre nom complet"');
    expect(translation).not.toContain('$schema');
  });

  test("a description travels as safe HTML in the screen's chunk, made at build time, in each language", () => {
    const { result } = withTranslation((t) => (t.description = 'À *propos* <script>x</script>'));
    expect(screenModuleCode(result, 'form', 'en')).toContain(
      'export const descriptionHtml = {"en":"<p>About</p>","fr":"<p>À <em>propos</em> &lt;script&gt;x&lt;/script&gt;</p>"};',
    );
  });

  test("home's chunk lists the descriptions of listed screens as text, by language", () => {
    const result = check({
      'form.json': text(screen()),
      'form.fr.json': text(french()),
      'hidden.json': text({ ...screen(), title: 'Hidden', hidden: true }),
      'plain.json': text({ ...screen(), title: 'Plain', description: undefined }),
    });
    expect(result.problems).toEqual([]);
    expect(screenDescriptionsCode(result, 'en')).toBe(
      'export const descriptions = {"form":{"en":"About","fr":"À propos"}};\n',
    );
  });

  test('with a language code written another way is refused, with the right name', () => {
    const { result } = withTranslation(() => {}, 'form.pt-br.json');
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.pt-br.json',
        line: 1,
        column: 1,
        message:
          'the language code "pt-br" is written "pt-BR": rename the file to "form.pt-BR.json"',
      },
    ]);
    expect(result.screens[0]?.languages).toBeUndefined();
  });

  test('with no language code is refused, with the code it likely meant', () => {
    const { result } = withTranslation(() => {}, 'form.pt_br.json');
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.pt_br.json',
        line: 1,
        column: 1,
        message:
          '"pt_br" in the file name is not a language code: a translation file is named <screen>.<language>.json with a code like "fr" or "pt-BR"; rename the file to "form.pt-BR.json"',
      },
    ]);
  });

  test('with a code of no language browsers know is refused', () => {
    const { result } = withTranslation(() => {}, 'form.french.json');
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.french.json',
        line: 1,
        column: 1,
        message:
          '"french" in the file name is no language browsers know: a translation file is named <screen>.<language>.json with a code like "fr", "de" or "pt-BR"; rename the file to "form.fr.json", or remove the dot if this is a screen',
      },
    ]);
  });

  test('without its screen is refused, with the screen it likely meant', () => {
    const { result } = withTranslation(() => {}, 'from.fr.json');
    expect(result.problems).toEqual([
      {
        file: 'schemas/from.fr.json',
        line: 1,
        column: 1,
        message:
          '"from.fr.json" translates the screen file "from.json", which is not in schemas/: did you mean "form.json"? Rename this file to "form.fr.json", or remove it',
      },
    ]);
    const alone = check({ 'contact.fr.json': text(french()) });
    expect(alone.problems.map((p) => p.message)).toEqual([
      '"contact.fr.json" translates the screen file "contact.json", which is not in schemas/: rename this file to <screen>.fr.json after the screen it translates, or remove it',
    ]);
  });

  test('that is not JSON, or not an object, says so where', () => {
    const broken = check({ 'form.json': text(screen()), 'form.fr.json': '{ "title": "x", }' });
    expect(broken.problems).toEqual([
      {
        file: 'schemas/form.fr.json',
        line: 1,
        column: 17,
        message:
          'invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])',
      },
    ]);
    const list = check({ 'form.json': text(screen()), 'form.fr.json': '["x"]' });
    expect(list.problems).toEqual([
      {
        file: 'schemas/form.fr.json',
        line: 1,
        column: 1,
        message: 'a translation file must be one JSON object: { "title": ..., "fields": { ... } }',
      },
    ]);
  });
});

describe('the keys of a translation file', () => {
  test('a misspelled text key, at the top or in a field, is an error with the right one', () => {
    const { source, result } = withTranslation((t) => {
      t.titel = t.title;
      delete t.title;
      fields(t).name!.hlep = 'Aide';
    });
    expect(result.problems).toEqual([
      at('form.fr.json', source, '"hlep"', 'unknown key "hlep" in "name": did you mean "help"?'),
      at('form.fr.json', source, '"titel"', 'unknown key "titel": did you mean "title"?'),
    ]);
  });

  test('a text that is not text is an error', () => {
    const { source, result } = withTranslation((t) => {
      t.title = 5;
    });
    expect(result.problems).toEqual([
      at('form.fr.json', source, '5', '"title" must be text in "double quotes", not the number 5'),
    ]);
  });

  test('a field the screen does not have is an error, once, with the closest field', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).nmae = { title: 'Nom', help: 'Aide' };
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"nmae"',
        'schemas/form.json has no field "nmae" with texts: did you mean "name"?',
      ),
    ]);
  });

  test('a field with no close match lists the fields', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).zzzzzz = { title: 'Z' };
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"zzzzzz"',
        'schemas/form.json has no field "zzzzzz" with texts: its fields with texts are "name", "topic" and "email"',
      ),
    ]);
  });

  test("a list's item field written with a number is an error saying how to write it", () => {
    const listScreen = {
      ...screen(),
      steps: undefined,
      schema: {
        type: 'object',
        properties: {
          guests: {
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string', title: 'Guest' } } },
          },
        },
      },
      uiSchema: undefined,
      email: { template: 'template_form' },
      success: undefined,
    };
    const source = text({ fields: { 'guests.0.name': { title: 'Invité' } } });
    const result = check({ 'form.json': text(listScreen), 'form.fr.json': source });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"guests.0.name"',
        'a list\'s item fields are named without a number, since one translation serves every item: write "guests.name"',
      ),
    ]);
  });

  test('a choice the field does not have is an error with the closest choice', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).topic!.choices = { question: 'Une question', idee: 'Une idée' };
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"idee"',
        'the field "topic" has no choice "idee" in schemas/form.json: did you mean "idea"?',
      ),
    ]);
  });

  test('choices for a field without choices are an error', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).email!.choices = { a: 'A' };
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"choices"',
        'the field "email" has no choices with words in schemas/form.json: remove "choices" here, or give the choices words there first',
        2,
      ),
    ]);
  });

  test('an error message for a rule the field has no message for is an error', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).name!.errors = { minLenght: 'Plus long' };
      fields(t).email!.errors = { format: 'Pas un e-mail' };
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"minLenght"',
        'the field "name" has no error message for "minLenght" in schemas/form.json: did you mean "minLength"?',
      ),
      at(
        'form.fr.json',
        source,
        '"errors"',
        'the field "email" has no own error messages ("errorMessage") in schemas/form.json: remove "errors" (the app translates its standard messages itself)',
        2,
      ),
    ]);
  });

  test('a text the screen does not have (a field help, a description) is an error', () => {
    const { source, result } = withTranslation((t) => {
      fields(t).email!.help = 'Aide';
      (t.success as Json).title = 'Merci';
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"title": "Merci"',
        "schemas/form.json has no success title: remove it here, or write it in schemas/form.json first (every language follows the screen file's own)",
      ),
      at(
        'form.fr.json',
        source,
        '"help": "Aide"',
        'schemas/form.json has no help of field "email": remove it here, or write it in schemas/form.json first (every language follows the screen file\'s own)',
      ),
    ]);
  });

  test('a step or a success result past those of the screen is an error', () => {
    const { source, result } = withTranslation((t) => {
      t.steps = [{ title: 'Un' }, { title: 'Deux' }, { title: 'Trois' }];
      (t.success as Json).results = [{ title: 'Fini' }, { title: 'Encore' }];
    });
    const third = where(source, '"title": "Trois"');
    const second = where(source, '"title": "Encore"');
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.fr.json',
        line: third.line - 1,
        column: 5,
        message:
          'schemas/form.json has 2 steps with texts, so step 3 here translates nothing: remove it',
      },
      {
        file: 'schemas/form.fr.json',
        line: second.line - 1,
        column: 7,
        message:
          'schemas/form.json has 1 success result with texts, so success result 2 here translates nothing: remove it',
      },
    ]);
  });

  test('a {{...}} the original text does not have is an error', () => {
    const { source, result } = withTranslation((t) => {
      (t.success as Json).message = 'Merci {{nom}}';
      t.title = 'Formulaire {{name}}';
    });
    expect(result.problems).toEqual([
      at(
        'form.fr.json',
        source,
        '"Formulaire {{name}}"',
        '"{{name}}" is not in the text it translates ("Form"): keep each {{...}} exactly as it is written there, and add none',
      ),
      at(
        'form.fr.json',
        source,
        '"Merci {{nom}}"',
        '"{{nom}}" is not in the text it translates ("Thanks {{name}}"): keep each {{...}} exactly as it is written there: it has "name"',
      ),
    ]);
  });

  test('a translation with a problem does not travel with its screen', () => {
    const { result } = withTranslation((t) => {
      fields(t).nmae = { title: 'Nom' };
    });
    expect(result.problems.map((p) => p.message)).toEqual([
      'schemas/form.json has no field "nmae" with texts: did you mean "name"?',
    ]);
    expect(result.screens[0]?.languages).toBeUndefined();
    expect(result.screens[0]?.translations).toBeUndefined();
  });
});

describe('a text a translation lacks', () => {
  test('is a warning that names the language and the text, where it would go', () => {
    const { source, result } = withTranslation((t) => {
      delete t.title;
      delete fields(t).email;
      delete fields(t).topic!.choices;
      t.steps = [{ title: 'Un' }, {}];
    });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        file: 'schemas/form.fr.json',
        line: 1,
        column: 1,
        message:
          'French (fr) has no words for the title, "Form", which shows in the screen\'s own language: add "title" at the top',
      },
      at(
        'form.fr.json',
        source,
        '{}',
        'French (fr) has no words for the title of step 2, "Two", which shows in the screen\'s own language: add "title" under "steps" › entry 2',
      ),
      problemAtValue(
        'form.fr.json',
        source,
        '"fields": {',
        'French (fr) has no words for the title of field "email", "Email", which shows in the screen\'s own language: add "title" under "fields" › "email"',
      ),
      problemAtValue(
        'form.fr.json',
        source,
        '"topic": {',
        'French (fr) has no words for choice "question" of field "topic", "A question", which shows in the screen\'s own language: add "question" under "fields" › "topic" › "choices"',
      ),
      problemAtValue(
        'form.fr.json',
        source,
        '"topic": {',
        'French (fr) has no words for choice "idea" of field "topic", "An idea", which shows in the screen\'s own language: add "idea" under "fields" › "topic" › "choices"',
      ),
    ]);
    // It still travels: the missing texts show in the default language.
    expect(result.screens[0]?.languages).toEqual(['fr']);
  });

  test('an empty text counts as missing', () => {
    const { source, result } = withTranslation((t) => {
      t.description = '';
    });
    expect(result.warnings).toEqual([
      at(
        'form.fr.json',
        source,
        '""',
        'French (fr) has no words for the description, "About", which shows in the screen\'s own language: add "description" at the top',
      ),
    ]);
  });

  test('is not warned when the translation already has problems', () => {
    const { result } = withTranslation((t) => {
      delete t.title;
      t.titel = 'x';
    });
    expect(result.problems).toHaveLength(1);
    expect(result.warnings).toEqual([]);
  });
});

describe('"Other" of a choice with choices and other (issue 44)', () => {
  const withOther = () => {
    const s = screen();
    Object.assign((s.schema as { properties: Json }).properties, {
      heard: { type: 'string', title: 'Heard', choices: ['A friend'], other: 'Other' },
    });
    s.steps[1]?.fields.push('heard');
    return s;
  };
  const arabic = (heard: Json): Json => ({
    ...french(),
    fields: { ...fields(french()), heard: { title: 'كيف سمعت عنا؟', ...heard } },
  });

  test('is asked for by the check, and accepted once written, the translation reaching the form', () => {
    const missing = check({
      'form.json': text(withOther()),
      'form.ar.json': text(arabic({ choices: { 'A friend': 'صديق' } })),
    });
    expect(missing.problems).toEqual([]);
    expect(missing.warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/the other of field "heard"/),
    );
    const done = check({
      'form.json': text(withOther()),
      'form.ar.json': text(arabic({ choices: { 'A friend': 'صديق' }, other: 'غير ذلك' })),
    });
    expect(done.problems).toEqual([]);
    expect(done.warnings).toEqual([]);
    expect(done.screens[0]?.languages).toEqual(['ar']);
  });
});
