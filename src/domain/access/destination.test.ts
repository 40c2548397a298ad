import { describe, expect, it } from 'vitest';
import { destinationFor, onboardingPath, safeReturnPath } from './destination.ts';

describe('onboardingPath', () => {
  it("puts each step in the role's own page group", () => {
    expect(onboardingPath('seller', { step: 'createPassword' })).toBe('/seller/create-password');
    expect(onboardingPath('owner', { step: 'signContract' })).toBe('/owner/sign-contract');
    expect(onboardingPath('admin', { step: 'signPrivacyPolicy' })).toBe(
      '/admin/sign-privacy-policy',
    );
    expect(onboardingPath('bpm', { step: 'personalityTest' })).toBe('/bpm/questionnaire');
    expect(onboardingPath('seller', { step: 'sellerProfile' })).toBe('/seller/me');
    expect(onboardingPath('owner', { step: 'subscription' })).toBe('/owner/checkout');
    expect(onboardingPath('owner', { step: 'subscriptionSetUpPending' })).toBe(
      '/owner/pending-payment',
    );
    expect(onboardingPath('owner', { step: 'concessionConnection' })).toBe(
      '/owner/settings/connection',
    );
    expect(onboardingPath('client', { step: 'subscriptionBlocked', reason: 'inactive' })).toBe(
      '/client/subscription-required',
    );
  });
});

describe('safeReturnPath', () => {
  it("follows a path of the role's own pages, with its query", () => {
    expect(safeReturnPath('seller', '/seller/clients-history?range=today')).toBe(
      '/seller/clients-history?range=today',
    );
  });

  it.each([
    'https://evil.test/seller',
    '//evil.test/seller',
    '/\\evil.test',
    '/admin/members',
    '/',
    '',
    null,
  ])('refuses %j for a seller', (returnTo) => {
    expect(safeReturnPath('seller', returnTo)).toBeNull();
  });
});

describe('destinationFor', () => {
  it('sends to the onboarding step first, whatever was asked', () => {
    expect(destinationFor('seller', { step: 'personalityTest' }, '/seller/comments')).toBe(
      '/seller/questionnaire',
    );
  });

  it('then to the page asked for, then home', () => {
    expect(destinationFor('admin', null, '/admin/members')).toBe('/admin/members');
    expect(destinationFor('admin', null, '/owner')).toBe('/admin');
    expect(destinationFor('prAdmin', null)).toBe('/pr-admin');
  });
});
