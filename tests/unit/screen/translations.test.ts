import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { describe, expect, test } from 'vitest';
import {
  screenTexts,
  translatedErrorMessages,
  translateReportedErrors,
  translateScreen,
} from '../../../src/screen/translations';
import type { ScreenFile, ScreenTranslation } from '../../../src/screen/types';
import { check } from '../checker/helpers';

/** A screen with a text of every kind, as the checker hands it on (shared `$ref`s bundled). */
function richScreen(): ScreenFile {
  return {
    title: 'Register',
    description: 'Sign up for the {{screen.title}} day.',
    schema: {
      type: 'object',
      required: ['name'],
      errorMessage: { required: { name: 'Tell us your name' } },
      definitions: {
        address: {
          type: 'object',
          title: 'Address',
          properties: { city: { type: 'string', title: 'City' } },
        },
      },
      properties: {
        name: {
          type: 'string',
          title: 'Name',
          description: 'As on your badge',
          minLength: 2,
          errorMessage: { minLength: 'At least two letters' },
        },
        code: { type: 'string', pattern: '^[0-9]{5}$', errorMessage: 'Five digits' },
        home: { $ref: '#/definitions/address' },
        work: { $ref: '#/definitions/address', title: 'Work address' },
        topic: { type: 'string', enum: ['question', 'idea'] },
        meal: {
          type: 'string',
          title: 'Meal',
          oneOf: [
            { const: 'veg', title: 'Vegetarian' },
            { const: 'fish', title: 'Fish' },
          ],
        },
        diet: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', enum: ['vegan', 'halal'] },
        },
        guests: {
          type: 'array',
          title: 'Guests',
          items: { type: 'object', properties: { name: { type: 'string', title: 'Guest name' } } },
        },
        member: { type: 'boolean', title: 'Member?' },
      },
      dependencies: {
        member: { properties: { number: { type: 'string', title: 'Member number' } } },
      },
    } as RJSFSchema,
    uiSchema: {
      name: { 'ui:help': 'First and last', 'ui:placeholder': 'Ana Lima' },
      topic: { 'ui:title': 'Topic', 'ui:enumNames': ['A question', 'An idea'] },
      diet: { 'ui:widget': 'checkboxes', 'ui:enumNames': ['Vegan', 'Halal'] },
      'ui:submitButtonOptions': { submitText: 'Register me' },
    },
    steps: [
      { title: 'You', fields: ['name', 'code', 'home', 'work', 'topic'] },
      { title: 'Your day, {{name}}', fields: ['meal', 'diet', 'guests', 'member'] },
    ],
    opening: { closed: true, message: 'We are full.' },
    email: { template: 'template_x', params: { subject: 'From {{name}}' } },
    success: {
      title: 'Thanks',
      message: 'See you, {{name}}.',
      redirect: '/',
      results: [{ when: true, message: 'Result for {{name}}' }],
    },
  };
}

const french: ScreenTranslation = {
  title: 'Inscription',
  description: 'Inscrivez-vous à la journée {{screen.title}}.',
  submitLabel: 'Inscrivez-moi',
  opening: { message: 'Nous sommes complets.' },
  steps: [{ title: 'Vous' }, { title: 'Votre journée, {{name}}' }],
  success: {
    title: 'Merci',
    message: 'À bientôt, {{name}}.',
    results: [{ message: 'Résultat pour {{name}}' }],
  },
  fields: {
    name: {
      title: 'Nom',
      description: 'Comme sur votre badge',
      help: 'Prénom et nom',
      placeholder: 'Ana Lima',
      errors: { minLength: 'Au moins deux lettres', required: 'Dites-nous votre nom' },
    },
    code: { errors: { all: 'Cinq chiffres' } },
    home: { title: 'Adresse' },
    'home.city': { title: 'Ville' },
    work: { title: 'Adresse professionnelle' },
    'work.city': { title: 'Ville du bureau' },
    topic: { title: 'Sujet', choices: { question: 'Une question', idea: 'Une idée' } },
    meal: { title: 'Repas', choices: { veg: 'Végétarien', fish: 'Poisson' } },
    diet: { choices: { vegan: 'Végane', halal: 'Halal' } },
    guests: { title: 'Invités' },
    'guests.name': { title: "Nom de l'invité" },
    member: { title: 'Membre ?' },
    number: { title: 'Numéro de membre' },
  },
};

/** What rjsf shows for a field: its uiSchema's title first, then the schema's. */
const label = (screen: ScreenFile, uiPath: string[], schemaTitle?: string) => {
  let ui: unknown = screen.uiSchema;
  for (const p of uiPath) ui = (ui as Record<string, unknown> | undefined)?.[p];
  return (ui as Record<string, unknown> | undefined)?.['ui:title'] ?? schemaTitle;
};

describe('translateScreen', () => {
  test('replaces every text of the screen with the translation', () => {
    const screen = richScreen();
    const out = translateScreen(screen, french);
    expect(out.title).toBe('Inscription');
    expect(out.description).toBe('Inscrivez-vous à la journée {{screen.title}}.');
    expect(out.uiSchema?.['ui:submitButtonOptions']).toEqual({ submitText: 'Inscrivez-moi' });
    expect(out.opening).toEqual({ closed: true, message: 'Nous sommes complets.' });
    expect(out.steps).toEqual([
      { title: 'Vous', fields: ['name', 'code', 'home', 'work', 'topic'] },
      { title: 'Votre journée, {{name}}', fields: ['meal', 'diet', 'guests', 'member'] },
    ]);
    expect(out.success).toEqual({
      title: 'Merci',
      message: 'À bientôt, {{name}}.',
      redirect: '/',
      results: [{ when: true, message: 'Résultat pour {{name}}' }],
    });
    const ui = out.uiSchema as UiSchema;
    expect(ui.name).toEqual({
      'ui:title': 'Nom',
      'ui:description': 'Comme sur votre badge',
      'ui:help': 'Prénom et nom',
      'ui:placeholder': 'Ana Lima',
    });
    expect(label(out, ['home'])).toBe('Adresse');
    expect(label(out, ['home', 'city'])).toBe('Ville');
    expect(label(out, ['work'])).toBe('Adresse professionnelle');
    expect(label(out, ['work', 'city'])).toBe('Ville du bureau');
    expect(label(out, ['guests'])).toBe('Invités');
    expect(label(out, ['guests', 'items', 'name'])).toBe("Nom de l'invité");
    expect(label(out, ['member'])).toBe('Membre ?');
    expect(label(out, ['number'])).toBe('Numéro de membre');
  });

  test('choices read in the translation where rjsf looks for their words', () => {
    const out = translateScreen(richScreen(), french);
    const props = out.schema.properties as Record<string, RJSFSchema>;
    const ui = out.uiSchema as UiSchema;
    const words = (schema: RJSFSchema, uiSchema: UiSchema | undefined) =>
      optionsList(schema, uiSchema)?.map((o) => [o.value, o.label]);
    expect(words(props.topic!, ui.topic)).toEqual([
      ['question', 'Une question'],
      ['idea', 'Une idée'],
    ]);
    expect(words(props.meal!, ui.meal)).toEqual([
      ['veg', 'Végétarien'],
      ['fish', 'Poisson'],
    ]);
    expect(words(props.diet!.items as RJSFSchema, ui.diet)).toEqual([
      ['vegan', 'Végane'],
      ['halal', 'Halal'],
    ]);
    // The rest of the field's look stays.
    expect(ui.diet?.['ui:widget']).toBe('checkboxes');
  });

  test('leaves the schema itself untouched (the precompiled validator requires the very same)', () => {
    const screen = richScreen();
    const before = JSON.stringify(screen);
    const out = translateScreen(screen, french);
    expect(out.schema).toBe(screen.schema);
    expect(out.email).toEqual(screen.email);
    expect(out.steps?.map((s) => s.fields)).toEqual(screen.steps?.map((s) => s.fields));
    // The screen it was given is not changed: the default language stays at hand.
    expect(JSON.stringify(screen)).toBe(before);
  });

  test('a text the translation leaves out, or leaves empty, stays in the default language', () => {
    const out = translateScreen(richScreen(), {
      title: 'Inscription',
      steps: [{}, { title: '' }],
      fields: { name: { title: 'Nom' }, topic: { choices: { idea: 'Une idée' } } },
    });
    expect(out.title).toBe('Inscription');
    expect(out.description).toBe('Sign up for the {{screen.title}} day.');
    expect(out.steps?.map((s) => s.title)).toEqual(['You', 'Your day, {{name}}']);
    expect(out.success?.title).toBe('Thanks');
    expect(out.uiSchema?.['ui:submitButtonOptions']).toEqual({ submitText: 'Register me' });
    expect(out.uiSchema?.name).toEqual({
      'ui:title': 'Nom',
      'ui:help': 'First and last',
      'ui:placeholder': 'Ana Lima',
    });
    expect(out.uiSchema?.topic?.['ui:enumNames']).toEqual(['A question', 'Une idée']);
    expect(label(out, ['home', 'city'], 'City')).toBe('City');
  });

  test('an empty translation gives the screen as it is', () => {
    const screen = richScreen();
    expect(translateScreen(screen, {})).toEqual(screen);
  });

  test('a text the screen does not have is not added', () => {
    const screen = richScreen();
    const out = translateScreen(screen, {
      fields: { nope: { title: 'Non' }, member: { help: 'Aide' } },
      success: { results: [{}, { title: 'Deux' }] },
    });
    expect(out).toEqual(screen);
  });
});

describe('screenTexts', () => {
  test('lists every text once, by its key in a translation file', () => {
    const keys = screenTexts(richScreen()).map((t) => `${t.key.join(' / ')} = ${t.text}`);
    expect(keys).toEqual([
      'title = Register',
      'description = Sign up for the {{screen.title}} day.',
      'submitLabel = Register me',
      'opening / message = We are full.',
      'steps / 0 / title = You',
      'steps / 1 / title = Your day, {{name}}',
      'success / title = Thanks',
      'success / message = See you, {{name}}.',
      'success / results / 0 / message = Result for {{name}}',
      'fields / name / title = Name',
      'fields / name / description = As on your badge',
      'fields / name / help = First and last',
      'fields / name / placeholder = Ana Lima',
      'fields / name / errors / minLength = At least two letters',
      'fields / name / errors / required = Tell us your name',
      'fields / code / errors / all = Five digits',
      'fields / home / title = Address',
      'fields / home.city / title = City',
      'fields / work / title = Work address',
      'fields / work.city / title = City',
      'fields / topic / title = Topic',
      'fields / topic / choices / question = A question',
      'fields / topic / choices / idea = An idea',
      'fields / meal / title = Meal',
      'fields / meal / choices / veg = Vegetarian',
      'fields / meal / choices / fish = Fish',
      'fields / diet / choices / vegan = Vegan',
      'fields / diet / choices / halal = Halal',
      'fields / guests / title = Guests',
      'fields / guests.name / title = Guest name',
      'fields / member / title = Member?',
      'fields / number / title = Member number',
    ]);
  });

  test('a definition that refers to itself is walked a bounded number of times', () => {
    const screen: ScreenFile = {
      title: 'Tree',
      schema: {
        type: 'object',
        definitions: {
          node: { type: 'object', properties: { child: { $ref: '#/definitions/node' } } },
        },
        properties: { root: { $ref: '#/definitions/node', title: 'Root' } },
      } as RJSFSchema,
    };
    expect(screenTexts(screen).map((t) => t.key.join('/'))).toEqual(['title', 'fields/root/title']);
  });
});

describe('translatedErrorMessages', () => {
  test('maps each author message of the default language to its translation', () => {
    expect(Object.fromEntries(translatedErrorMessages(richScreen(), french))).toEqual({
      'At least two letters': 'Au moins deux lettres',
      'Tell us your name': 'Dites-nous votre nom',
      'Five digits': 'Cinq chiffres',
    });
  });

  test('a message the translation leaves out is not in the map (the default words show)', () => {
    const messages = translatedErrorMessages(richScreen(), {
      fields: { name: { errors: { required: 'Dites-nous votre nom' } } },
    });
    expect([...messages]).toEqual([['Tell us your name', 'Dites-nous votre nom']]);
  });
});

describe('the example screen in three languages (schemas/contact*.json)', () => {
  const read = (file: string) =>
    readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8');

  test('checks clean and gives the French and the Arabic screen, the schema untouched', () => {
    const result = check({
      'contact.json': read('schemas/contact.json'),
      'contact.fr.json': read('schemas/contact.fr.json'),
      'contact.ar.json': read('schemas/contact.ar.json'),
    });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    const entry = result.screens[0]!;
    expect(entry.languages).toEqual(['ar', 'fr']);
    const french = translateScreen(entry.screen!, entry.translations!.fr!);
    expect(french.title).toBe('Contactez-nous');
    expect(label(french, ['name'])).toBe('Votre nom');
    expect(french.uiSchema?.['ui:submitButtonOptions']).toEqual({
      submitText: 'Envoyer le message',
    });
    const arabic = translateScreen(entry.screen!, entry.translations!.ar!);
    expect(label(arabic, ['name'])).toBe('اسمك');
    expect(arabic.schema).toBe(entry.screen!.schema);
  });
});

describe('translateReportedErrors', () => {
  const reported = (message: string, name = 'errorMessage') => ({
    name,
    message,
    property: '.name',
    stack: `.name ${message}`,
    params: {},
    schemaPath: '#/properties/name/errorMessage',
  });

  test('swaps the author messages it knows, keeps every other one', () => {
    const swap = translateReportedErrors(new Map([['Tell us your name', 'Dites-nous votre nom']]));
    expect(swap([reported('Tell us your name'), reported('Other words', 'pattern')])).toEqual([
      { ...reported('Dites-nous votre nom') },
      reported('Other words', 'pattern'),
    ]);
  });
});
