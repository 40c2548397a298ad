import { describe, expect, it } from 'vitest';
import type { Role } from './roles.ts';
import {
  isActiveLike,
  nextOnboardingStep,
  paymentStillRequired,
  subscriptionBlock,
  type OnboardingFacts,
  type SubscriptionStatus,
} from './onboarding.ts';

const done = (role: Role, overrides: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  role,
  user: {
    hasPassword: true,
    signedContract: true,
    signedPrivacyPolicy: true,
    profileNumber: 3,
    sellerProfile: {
      hobbies: ['music', 'travel', 'cooking'],
      carSellerStarted: { year: 2015, month: 4 },
      concessionSellerStarted: { year: 2020, month: 9 },
    },
  },
  concession: { infoValidated: true, configurationValidated: true, connectionValidated: true },
  subscription: { status: 'active' },
  skipPaymentValidation: false,
  ...overrides,
});

const withUser = (role: Role, user: Partial<OnboardingFacts['user']>) => {
  const facts = done(role);
  return { ...facts, user: { ...facts.user, ...user } };
};

describe('nextOnboardingStep', () => {
  it('lets every fully set-up account through', () => {
    for (const role of [
      'prAdmin',
      'bpm',
      'admin',
      'owner',
      'seller',
      'client',
      'service',
    ] as const) {
      expect(nextOnboardingStep(done(role))).toBeNull();
    }
  });

  it('walks a seller through password, contract, test, profile', () => {
    const seller = {
      hasPassword: false,
      signedContract: false,
      profileNumber: null,
      sellerProfile: null,
    };
    expect(nextOnboardingStep(withUser('seller', seller))).toEqual({ step: 'createPassword' });
    expect(nextOnboardingStep(withUser('seller', { ...seller, hasPassword: true }))).toEqual({
      step: 'signContract',
    });
    expect(
      nextOnboardingStep(
        withUser('seller', { ...seller, hasPassword: true, signedContract: true }),
      ),
    ).toEqual({ step: 'personalityTest' });
    expect(
      nextOnboardingStep(
        withUser('seller', {
          ...seller,
          hasPassword: true,
          signedContract: true,
          profileNumber: 5,
        }),
      ),
    ).toEqual({ step: 'sellerProfile' });
  });

  it('keeps a seller on the profile until it is complete (isSellerProfileComplete)', () => {
    const complete = done('seller').user.sellerProfile;
    if (!complete) throw new Error('the done() seller has a profile');
    for (const sellerProfile of [
      { ...complete, hobbies: ['music', 'travel'] },
      { ...complete, carSellerStarted: { year: 2015, month: null } },
      { ...complete, concessionSellerStarted: { year: null, month: 9 } },
    ]) {
      expect(nextOnboardingStep(withUser('seller', { sellerProfile }))).toEqual({
        step: 'sellerProfile',
      });
    }
  });

  it('walks an administrator through password then privacy policy', () => {
    expect(
      nextOnboardingStep(withUser('admin', { hasPassword: false, signedPrivacyPolicy: false })),
    ).toEqual({
      step: 'createPassword',
    });
    expect(nextOnboardingStep(withUser('admin', { signedPrivacyPolicy: false }))).toEqual({
      step: 'signPrivacyPolicy',
    });
    // An administrator has no contract to sign.
    expect(nextOnboardingStep(withUser('admin', { signedContract: false }))).toBeNull();
  });

  it('walks a manager through password, contract, test', () => {
    expect(nextOnboardingStep(withUser('bpm', { hasPassword: false }))).toEqual({
      step: 'createPassword',
    });
    expect(nextOnboardingStep(withUser('bpm', { signedContract: false }))).toEqual({
      step: 'signContract',
    });
    expect(nextOnboardingStep(withUser('bpm', { profileNumber: null }))).toEqual({
      step: 'personalityTest',
    });
  });

  describe('owner', () => {
    it('signs the contract before anything about the subscription', () => {
      expect(
        nextOnboardingStep({ ...withUser('owner', { signedContract: false }), subscription: null }),
      ).toEqual({ step: 'signContract' });
    });

    it.each<[SubscriptionStatus | null, string]>([
      [null, 'subscription'],
      ['neverCreated', 'subscription'],
      ['incomplete', 'subscription'],
      ['inactive', 'subscription'],
      ['cancelled', 'subscription'],
      ['pending_set_up', 'subscriptionSetUpPending'],
    ])('with a %s subscription goes to %s', (status, step) => {
      expect(
        nextOnboardingStep(done('owner', { subscription: status ? { status } : null })),
      ).toEqual({ step });
    });

    it('counts an incomplete payment as active when validation is skipped', () => {
      expect(
        nextOnboardingStep(
          done('owner', { subscription: { status: 'incomplete' }, skipPaymentValidation: true }),
        ),
      ).toBeNull();
    });

    it('then validates information, configuration and connection, in that order', () => {
      const concession = {
        infoValidated: false,
        configurationValidated: false,
        connectionValidated: false,
      };
      expect(nextOnboardingStep(done('owner', { concession }))).toEqual({
        step: 'concessionInformation',
      });
      expect(
        nextOnboardingStep(done('owner', { concession: { ...concession, infoValidated: true } })),
      ).toEqual({
        step: 'concessionConfiguration',
      });
      expect(
        nextOnboardingStep(
          done('owner', {
            concession: { ...concession, infoValidated: true, configurationValidated: true },
          }),
        ),
      ).toEqual({ step: 'concessionConnection' });
    });
  });

  it.each<[SubscriptionStatus | null, string]>([
    [null, 'notActivated'],
    ['neverCreated', 'notActivated'],
    ['pending_set_up', 'notActivated'],
    ['incomplete', 'notActivated'],
    ['inactive', 'inactive'],
    ['cancelled', 'cancelled'],
  ])(
    'blocks the dealership staff and kiosks while the subscription is %s (%s)',
    (status, reason) => {
      for (const role of ['admin', 'seller', 'client', 'service'] as const) {
        expect(
          nextOnboardingStep(done(role, { subscription: status ? { status } : null })),
        ).toEqual({
          step: 'subscriptionBlocked',
          reason,
        });
      }
    },
  );

  it('never asks kiosk accounts or the platform administrator to create a password', () => {
    for (const role of ['client', 'service', 'prAdmin'] as const) {
      expect(nextOnboardingStep(withUser(role, { hasPassword: false }))).toBeNull();
    }
  });
});

describe('isActiveLike', () => {
  it('is active, or incomplete when validation is skipped', () => {
    expect(isActiveLike('active', false)).toBe(true);
    expect(isActiveLike('incomplete', false)).toBe(false);
    expect(isActiveLike('incomplete', true)).toBe(true);
    expect(isActiveLike('inactive', true)).toBe(false);
    expect(isActiveLike(undefined, true)).toBe(false);
  });
});

describe('subscriptionBlock (docs/decisions/067-blocked-dealership.md)', () => {
  it('blocks every dealership account of a subscription that is not active-like, with its reason', () => {
    expect(subscriptionBlock('seller', undefined, false)).toBe('notActivated');
    expect(subscriptionBlock('admin', 'neverCreated', false)).toBe('notActivated');
    expect(subscriptionBlock('client', 'pending_set_up', false)).toBe('notActivated');
    expect(subscriptionBlock('owner', 'incomplete', false)).toBe('notActivated');
    expect(subscriptionBlock('service', 'inactive', false)).toBe('inactive');
    expect(subscriptionBlock('seller', 'cancelled', true)).toBe('cancelled');
  });

  it('lets active, and incomplete when validation is skipped, through; never blocks platform accounts', () => {
    expect(subscriptionBlock('seller', 'active', false)).toBeNull();
    expect(subscriptionBlock('seller', 'incomplete', true)).toBeNull();
    expect(subscriptionBlock('prAdmin', undefined, false)).toBeNull();
    expect(subscriptionBlock('bpm', 'cancelled', false)).toBeNull();
  });

  it('says further payment is required only for incomplete let through', () => {
    expect(paymentStillRequired('incomplete', true)).toBe(true);
    expect(paymentStillRequired('incomplete', false)).toBe(false);
    expect(paymentStillRequired('active', true)).toBe(false);
  });
});
