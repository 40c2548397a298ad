import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '#ui/i18n/translator.ts';
import { issueMessage } from './issue-message.ts';

const fr = createTranslator('fr');
const en = createTranslator('en');

/** The messages a schema gives for a value, in both languages. */
const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    fr: issueMessage(fr, issue, value),
    en: issueMessage(en, issue, value),
  }));
};

describe('issueMessage (the one zod error map)', () => {
  it('tells a missing field from one of the wrong type', () => {
    const schema = z.object({ firstName: z.string(), age: z.number() });
    expect(messagesOf(schema, { age: 'x' })).toEqual([
      { path: 'firstName', fr: 'Ce champ est requis.', en: 'This field is required.' },
      { path: 'age', fr: 'Ce champ doit être un nombre.', en: 'This field must be a number.' },
    ]);
  });

  it('names the bounds of numbers, texts and lists', () => {
    expect(messagesOf(z.number().int().min(1), 0)[0]).toMatchObject({
      fr: 'La valeur doit être au moins 1.',
      en: 'The value must be at least 1.',
    });
    expect(messagesOf(z.number().int().max(100), 101)[0]?.en).toBe(
      'The value must be at most 100.',
    );
    expect(messagesOf(z.number().int(), 1.5)[0]?.fr).toBe('Ce champ doit être un nombre entier.');
    expect(messagesOf(z.string().max(3), 'abcd')[0]?.fr).toBe('Entrez au plus 3 caractères.');
    expect(messagesOf(z.string().min(1), '')[0]?.en).toBe('This field is required.');
    expect(messagesOf(z.array(z.string()).max(2), ['a', 'b', 'c'])[0]?.en).toBe(
      'Choose at most 2 items.',
    );
  });

  it('lists the values allowed and the fields not known', () => {
    expect(messagesOf(z.enum(['debug', 'info']), 'loud')[0]).toMatchObject({
      fr: 'Valeur inconnue. Valeurs permises : debug, info.',
      en: 'Unknown value. Allowed values: debug, info.',
    });
    expect(messagesOf(z.object({}).strict(), { extra: 1 })[0]?.en).toBe('Unknown field(s): extra.');
  });

  it('says which format is expected', () => {
    expect(messagesOf(z.uuid(), 'x')[0]?.fr).toBe('L’identifiant n’est pas valide.');
    expect(messagesOf(z.email(), 'x')[0]?.en).toBe('Enter a valid email.');
    expect(messagesOf(z.iso.datetime(), 'x')[0]?.en).toBe('Enter a valid date and time.');
    expect(messagesOf(z.string().regex(/^a$/), 'b')[0]?.en).toBe('The format is not valid.');
  });

  it("keeps a schema's own catalogue message, with its numbers", () => {
    const schema = z.string().max(3, 'comments.validation.messageTooLong');
    expect(messagesOf(schema, 'abcd')[0]?.en).toBe('The message must be at most 3 characters.');
  });

  it("never shows the library's English", () => {
    const schema = z.object({
      a: z.union([z.string(), z.array(z.string())]),
      b: z.string().refine(() => false, 'plain English the catalogue does not know'),
    });
    const messages = messagesOf(schema, { a: 1, b: 'x' });
    expect(messages.map((message) => message.en)).toEqual([
      'The value is not valid.',
      'The value is not valid.',
    ]);
  });
});
