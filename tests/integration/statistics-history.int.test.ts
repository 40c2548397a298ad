import { describe, expect, it } from 'vitest';
import {
  admin,
  journey,
  k,
  sellerA,
  sellerB,
  setUp,
  toronto,
} from '#tests/fixtures/suites/statistics.ts';

setUp();

describe('the clients history', () => {
  const rowsOf = (html: string) =>
    [...html.matchAll(/clients-history\/([0-9a-f-]{36})"/g)].map((match) => match[1]);

  it('lists the advisor’s own past clients, newest first, filtered by range and status', async () => {
    const html = await (await sellerA.request('/seller/clients-history?range=thisWeek')).text();
    // k3 sold Thursday 11:00, k5 Wednesday 23:30, k4 be-back 16:00, k2 Tuesday 15:00, k1 10:00.
    expect(rowsOf(html)).toEqual([k.k3, k.k5, k.k4, k.k2, k.k1]);
    expect(html).toContain('2026-05-13 23:30');

    const beBacks = await (
      await sellerA.request('/seller/clients-history?range=thisWeek&status=beBack')
    ).text();
    expect(rowsOf(beBacks)).toEqual([k.k4]);

    const today = await (await sellerA.request('/seller/clients-history?range=today')).text();
    expect(rowsOf(today)).toEqual([k.k3]);

    const all = await (await sellerA.request('/seller/clients-history?range=all')).text();
    expect(rowsOf(all)).toHaveLength(6);
  });

  it('shows a manager every advisor of the dealership, with a filter by advisor', async () => {
    const html = await (await admin.request('/admin/clients-history?range=thisWeek')).text();
    expect(rowsOf(html)).toHaveLength(8);
    expect(rowsOf(html)).not.toContain(k.k10);
    expect(html).toContain('Marc-André Gauthier');
    const onlyB = await (
      await admin.request(`/admin/clients-history?range=thisWeek&seller=${sellerB.id}`)
    ).text();
    expect(rowsOf(onlyB)).toEqual([k.k9, k.k8, k.k7]);
  });

  it('pages a long history', async () => {
    for (let index = 0; index < 22; index += 1) {
      await journey(`p${index}`, sellerB, [
        ['notSold', toronto(4, `1${index % 10}:0${index % 6}`)],
      ]);
    }
    const first = await (await sellerB.request('/seller/clients-history?range=all')).text();
    expect(rowsOf(first)).toHaveLength(20);
    expect(first).toContain('?range=all&amp;page=2');
    const second = await (await sellerB.request('/seller/clients-history?range=all&page=2')).text();
    expect(rowsOf(second)).toHaveLength(25 - 20);
  });

  it('shows the timeline with the dealership’s times and who made each change', async () => {
    const html = await (await sellerA.request(`/seller/clients-history/${k.k3}`)).text();
    const statuses = [...html.matchAll(/data-timeline-status="(\w+)"/g)].map((match) => match[1]);
    expect(statuses).toEqual([
      'questionnaireCompleted',
      'waitingRoom',
      'withAdvisor',
      'beBack',
      'withAdvisor',
      'sold',
    ]);
    expect(html).toContain('2026-05-13 11:00');
    expect(html).toContain('2026-05-14 10:00');
    expect(html).toContain('par Élodie Bouchard');
    expect(html).toContain('par kiosk@demo.test');
  });

  it('keeps other advisors’ and other dealerships’ clients out of reach', async () => {
    expect((await sellerB.request(`/seller/clients-history/${k.k3}`)).status).toBe(404);
    const managed = await admin.request(`/admin/clients-history/${k.k3}`);
    expect(managed.status).toBe(200);
    // A manager goes on to the client record (manual pairing); an advisor has no such page.
    expect(await managed.text()).toContain(`href="/admin/client/${k.k3}"`);
    const own = await (await sellerA.request(`/seller/clients-history/${k.k3}`)).text();
    expect(own).not.toContain('/admin/client/');
    expect((await admin.request(`/admin/clients-history/${k.k10}`)).status).toBe(404);
    // Not an id: the spec's other routes under the same path are left alone.
    expect((await admin.request('/admin/members/add')).status).toBe(200);
    // An id that is not a uuid is no page at all, not a page to come.
    for (const [browser, path] of [
      [sellerA, '/seller/clients-history/42'],
      [admin, '/admin/clients-history/not-an-id'],
      [admin, '/admin/client/42'],
    ] as const) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('data-coming-soon');
    }
  });
});
