import { describe, expect, it } from 'vitest';
import { checkContact } from './contact.ts';

describe('checkContact', () => {
  it('keeps nothing when nothing is typed', () => {
    expect(checkContact({ firstName: '  ', phone: '', consent: false })).toEqual({
      ok: true,
      value: { firstName: null, phone: null },
    });
  });

  it('keeps a first name, tidied, and a phone as its 10 digits with consent', () => {
    expect(
      checkContact({ firstName: '  Marie   Ève ', phone: '(514) 555-0123', consent: true }),
    ).toEqual({ ok: true, value: { firstName: 'Marie Ève', phone: '5145550123' } });
  });

  it('asks for consent before keeping a phone, and reports every problem at once', () => {
    expect(checkContact({ firstName: 'R2D2', phone: '123', consent: false })).toEqual({
      ok: false,
      error: [
        { field: 'firstName', code: 'CONTACT.FIRST_NAME_INVALID' },
        { field: 'phone', code: 'PHONE.INVALID' },
        { field: 'consent', code: 'CONTACT.CONSENT_REQUIRED' },
      ],
    });
    expect(checkContact({ firstName: '', phone: '514 555 0123', consent: false })).toMatchObject({
      ok: false,
      error: [{ field: 'consent' }],
    });
  });

  it('refuses a first name too long to be one', () => {
    expect(checkContact({ firstName: 'a'.repeat(51), phone: '', consent: false }).ok).toBe(false);
    expect(checkContact({ firstName: 'a'.repeat(50), phone: '', consent: false }).ok).toBe(true);
  });
});
