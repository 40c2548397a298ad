import { describe, expect, it } from 'vitest';
import { aClient } from '#tests/fakes/client-records.ts';
import { listedAnswers } from './listed-answers.ts';

const NOW = new Date('2026-11-28T15:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
type Listed = { data: { id: string; firstName: string | null; sale: string }[] };
const read = (text: string) =>
  (JSON.parse(text) as Listed).data.map(({ firstName, sale }) => [firstName, sale]);

// A kept list never changes; here one is changed behind the answer's back, to see when it is remade.
const aList = () => {
  const walkIn = aClient({ id: 'b', status: 'waitingRoom', firstName: 'Avant' });
  const sale = aClient({ id: 'a', status: 'withAdvisor', sellerId: 's1', holdExpiresAt: at(30) });
  return { list: [sale, walkIn], walkIn };
};

describe("the client list's answer as text", () => {
  it('is made once for a kept list, until a sale in it changes', () => {
    const answer = listedAnswers();
    const { list, walkIn } = aList();
    expect(read(answer(list, NOW))).toEqual([
      [null, 'active'],
      ['Avant', 'none'],
    ]);
    walkIn.firstName = 'Après';
    expect(read(answer(list, at(29)))).toEqual([
      [null, 'active'],
      ['Avant', 'none'],
    ]);
    expect(read(answer(list, at(30)))).toEqual([
      [null, 'expired'],
      ['Après', 'none'],
    ]);
  });

  it('is made again when the clock goes back, and for another list', () => {
    const answer = listedAnswers();
    const { list, walkIn } = aList();
    answer(list, at(10));
    walkIn.firstName = 'Après';
    expect(read(answer(list, NOW))[1]).toEqual(['Après', 'none']);
    const other = aList().list;
    expect(read(answer(other, NOW))[1]).toEqual(['Avant', 'none']);
  });
});
