import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkPassword } from './password-policy.ts';

describe('checkPassword', () => {
  it.each(['Abcdefg1', 'Demo1234', `Aa1${'x'.repeat(97)}`, 'Éléphant9'])(
    'accepts %s',
    (password) => {
      expect(checkPassword(password)).toEqual({ ok: true, value: password });
    },
  );

  it.each([
    ['too short', 'Abcdef1'],
    ['too long', `Aa1${'x'.repeat(98)}`],
    ['no lowercase', 'ABCDEFG1'],
    ['no uppercase', 'abcdefg1'],
    ['no digit', 'Abcdefgh'],
  ])('refuses a password %s', (_reason, password) => {
    expect(checkPassword(password)).toEqual({ ok: false, error: 'PASSWORD.WEAK' });
  });

  it('counts characters, not bytes', () => {
    expect(checkPassword('Ééééééé1').ok).toBe(true);
  });

  it('asks for a password when there is none', () => {
    expect(checkPassword('')).toEqual({ ok: false, error: 'PASSWORD.REQUIRED' });
    expect(checkPassword(undefined)).toEqual({ ok: false, error: 'PASSWORD.REQUIRED' });
  });
});

describe('checkNewPassword', () => {
  it('needs the confirmation, equal to the password', () => {
    expect(checkNewPassword('Demo1234', '')).toEqual({
      ok: false,
      error: 'PASSWORD.CONFIRMATION_REQUIRED',
    });
    expect(checkNewPassword('Demo1234', 'Demo12345')).toEqual({
      ok: false,
      error: 'PASSWORD.MISMATCH',
    });
    expect(checkNewPassword('Demo1234', 'Demo1234')).toEqual({ ok: true, value: 'Demo1234' });
  });

  it('checks strength before the confirmation', () => {
    expect(checkNewPassword('weak', 'other')).toEqual({ ok: false, error: 'PASSWORD.WEAK' });
  });
});
