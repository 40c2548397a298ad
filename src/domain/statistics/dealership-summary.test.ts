import { describe, expect, it } from 'vitest';
import { summarizeDealerships, subscriptionStateOf } from './dealership-summary.ts';

const done = { infoValidated: true, configurationValidated: true, connectionValidated: true };

describe('summarizeDealerships', () => {
  it('counts every subscription state and set-up step, zero included', () => {
    const summary = summarizeDealerships([
      { setup: done, subscription: { status: 'active' } },
      { setup: done, subscription: { status: 'active' } },
      { setup: { ...done, connectionValidated: false }, subscription: { status: 'inactive' } },
      {
        setup: { infoValidated: false, configurationValidated: false, connectionValidated: false },
        subscription: null,
      },
    ]);
    expect(summary).toEqual({
      total: 4,
      bySubscription: {
        active: 2,
        pending_set_up: 0,
        incomplete: 0,
        inactive: 1,
        cancelled: 0,
        neverCreated: 0,
        none: 1,
      },
      setUp: 2,
      stepsLeft: { information: 1, configuration: 1, connection: 2 },
    });
  });

  it('reads no dealership as zeros', () => {
    const summary = summarizeDealerships([]);
    expect(summary.total).toBe(0);
    expect(Object.values(summary.bySubscription).every((count) => count === 0)).toBe(true);
  });
});

describe('subscriptionStateOf', () => {
  it('is none without a subscription, the latest status otherwise', () => {
    expect(subscriptionStateOf({ setup: done, subscription: null })).toBe('none');
    expect(subscriptionStateOf({ setup: done, subscription: { status: 'cancelled' } })).toBe(
      'cancelled',
    );
  });
});
