import { describe, expect, it } from 'vitest';
import { withDates, type AsJson } from './json-rows.ts';

type Row = { id: string; createdAt: Date; closedAt: Date | null; cars: string[] };

describe('withDates (decision 131)', () => {
  it('turns each named timestamp back into a date and leaves the other fields as parsed', () => {
    const parsed = JSON.parse(
      '{"id":"a","createdAt":"2026-11-27T18:54:06.254+00:00","closedAt":null,"cars":["x"]}',
    ) as AsJson<Row>;
    const row = withDates<Row>(parsed, { createdAt: true, closedAt: true });
    expect(row.createdAt).toEqual(new Date('2026-11-27T18:54:06.254Z'));
    expect(row.closedAt).toBeNull();
    expect(row.id).toBe('a');
    expect(row.cars).toEqual(['x']);
  });

  it('reads PostgreSQL’s microseconds and offsets as the driver reads them, to the millisecond', () => {
    const parsed = {
      id: 'b',
      createdAt: '2026-11-27T13:54:06.254987-05:00',
      closedAt: null,
      cars: [],
    };
    const row = withDates<Row>(parsed, { createdAt: true, closedAt: true });
    expect(row.createdAt.toISOString()).toBe('2026-11-27T18:54:06.254Z');
  });
});
