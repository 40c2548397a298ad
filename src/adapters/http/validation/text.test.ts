import { describe, expect, it } from 'vitest';
import { storableRecord, file, text } from './text.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('text', () => {
  it('trims and bounds what a user types', () => {
    const name = text({ min: 1, max: 5 });
    expect(name.parse('  Léa  ')).toBe('Léa');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('abcdef').success).toBe(false);
    expect(text({ max: 10, trim: false }).parse(' pass ')).toBe(' pass ');
  });

  it('refuses NUL and a broken character with one message, before any other check', () => {
    for (const value of ['a\u0000', '\ud800', 'x\udc00y']) {
      expect(messages(text({ min: 1, max: 3 }).safeParse(`${value}${'z'.repeat(10)}`))).toEqual([
        'validation.characters',
      ]);
    }
    expect(text({ max: 10 }).parse('🚗 مرحبا')).toBe('🚗 مرحبا');
  });

  it("uses the field's own messages when given", () => {
    const schema = text({
      min: 1,
      max: 2,
      required: 'api.emailRequired',
      tooLong: 'users.validation.name',
    });
    expect(messages(schema.safeParse(undefined))).toEqual(['api.emailRequired']);
    expect(messages(schema.safeParse(' '))).toEqual(['api.emailRequired']);
    expect(messages(schema.safeParse('abc'))).toEqual(['users.validation.name']);
  });
});

describe('storableRecord', () => {
  it('takes any answers but reports each unstorable text or key at its path', () => {
    expect(storableRecord().parse({ hasCar: true, currentCar: { model: 'Rio' } })).toBeTruthy();
    const result = storableRecord().safeParse({
      currentCar: { manufacturer: 'Kia\u0000' },
      ['x\ud800']: 1,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currentCar.manufacturer', 'validation.characters'],
      ['x\ud800', 'validation.characters'],
    ]);
  });
});

describe('file', () => {
  it('refuses a file whose name is not storable text', () => {
    const schema = file('users.validation.picture');
    expect(schema.safeParse(new File(['x'], 'photo.png')).success).toBe(true);
    expect(messages(schema.safeParse(new File(['x'], 'a\u0000.png')))).toEqual([
      'validation.characters',
    ]);
    expect(messages(schema.safeParse('x'))).toEqual(['users.validation.picture']);
  });
});
