import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('fills every placeholder it has a value for and keeps the others', () => {
    expect(
      fillMessage('{{processed}} of {{ total }} ({{processed}}), {{left}}', {
        processed: '3',
        total: '9',
      }),
    ).toBe('3 of 9 (3), {{left}}');
  });
});
