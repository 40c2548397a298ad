import { describe, expect, it } from 'vitest';
import * as suite from '#tests/fixtures/suites/trainings.ts';

/*
 * The training pages of each role (docs/spec/product-spec.md section 7: /{role}/training...):
 * lists, the player, the add form with messages beside fields, and deleting.
 */

suite.setUp();

/** The add-training page's form, as a browser posts it (the CSRF token in a hidden field). */
const addByPage = (
  client: Parameters<typeof suite.multipart>[0],
  fields: Record<string, string | File>,
) => suite.multipart(client, 'POST', '/admin/training/add', fields, 'field');

describe('the training pages', () => {
  it('lists trainings for an advisor, without the add button', async () => {
    const response = await (await suite.as('seller1@demo.test')).request('/seller/training');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Accueillir un client à la borne');
    expect(html).toContain('Votre concession');
    expect(html).not.toContain('/seller/training/add');
    expect(html).not.toContain(suite.QUEBEC);
    expect(html).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('sends an advisor to the unauthorised page for add and edit', async () => {
    const seller = await suite.as('seller1@demo.test');
    const id = await suite.trainingNamed(suite.DEMO);
    for (const url of ['/seller/training/add', `/seller/training/${id}/edit`]) {
      const response = await seller.request(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location')).toBe('/unauthorized');
    }
  });

  it('plays a link in a sandboxed privacy-enhanced frame the content security policy allows', async () => {
    const id = await suite.trainingNamed('Conclure ou planifier un retour');
    const response = await (await suite.as('seller1@demo.test')).request(`/seller/training/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/bpConclure3"');
    expect(html).toMatch(
      /sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"/,
    );
    expect(html).not.toContain('data-training-actions');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });

  it('answers 404 for a training of another dealership or an id that is none', async () => {
    const quebec = await suite.trainingNamed(suite.QUEBEC);
    const seller = await suite.as('seller1@demo.test');
    expect((await seller.request(`/seller/training/${quebec}`)).status).toBe(404);
    expect((await seller.request('/seller/training/nope')).status).toBe(404);
  });

  it('lets an administrator add a training through the form, with messages beside fields', async () => {
    const admin = await suite.as('admin@demo.test');
    const form = await admin.request('/admin/training/add');
    expect(form.status).toBe(200);
    expect((await form.text()).toLowerCase()).toContain('enctype="multipart/form-data"');

    const before = await suite.trainingCount();
    const refused = await addByPage(admin, {
      name: '',
      description: '',
      videoSource: 'link',
      videoUrl: 'https://example.com/video',
      video: new File([], ''),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Entrez le nom de la formation.');
    expect(html).toContain('Entrez une adresse de vidéo YouTube ou Vimeo.');
    expect(html).toContain('value="https://example.com/video"');
    expect(await suite.trainingCount()).toBe(before);

    const added = await addByPage(admin, {
      name: 'Formation ajoutée par la page',
      description: 'Avec un lien.',
      videoSource: 'link',
      videoUrl: `https://www.youtube.com/watch?v=${suite.ID}`,
      video: new File([], ''),
    });
    expect(added.status).toBe(303);
    const location = added.headers.get('location') ?? '';
    expect(location).toMatch(/^\/admin\/training\/[0-9a-f-]{36}\?flash=created$/);
    const detail = await (await admin.request(location)).text();
    expect(detail).toContain('Formation ajoutée.');
    expect(detail).toContain('data-training-actions');
  });

  it('shows an owner no edit on platform trainings and sends them away from its edit page', async () => {
    const owner = await suite.as('owner@demo.test');
    const platform = await suite.trainingNamed('Lire un profil de personnalité');
    const detail = await (await owner.request(`/owner/training/${platform}`)).text();
    expect(detail).not.toContain('data-training-actions');
    const edit = await owner.request(`/owner/training/${platform}/edit`);
    expect(edit.headers.get('location')).toBe('/unauthorized');
  });

  it('says "failed to delete" when a delete is refused, and deletes with the confirmation', async () => {
    const admin = await suite.as('admin@demo.test');
    const platform = await suite.trainingNamed('Lire un profil de personnalité');
    const refused = await admin.form(`/admin/training/${platform}/delete`);
    expect(refused.status).toBe(303);
    const back = refused.headers.get('location') ?? '';
    expect(back).toBe(`/admin/training/${platform}?error=deleteFailed`);
    expect(await (await admin.request(back)).text()).toContain(
      'La suppression de la formation a échoué.',
    );

    const id = await suite.trainingNamed('Formation ajoutée par la page');
    const deleted = await admin.form(`/admin/training/${id}/delete`);
    expect(deleted.headers.get('location')).toBe('/admin/training?flash=deleted');
    expect(await (await admin.request('/admin/training?flash=deleted')).text()).toContain(
      'Formation supprimée.',
    );
  });

  it('gives every role with trainings its pages, the BPM without add', async () => {
    for (const [email, prefix] of [
      ['bpm@demo.test', '/bpm'],
      ['owner@demo.test', '/owner'],
      ['pradmin@demo.test', '/pr-admin'],
    ] as const) {
      const html = await (await (await suite.as(email)).request(`${prefix}/training`)).text();
      expect(html, prefix).toContain('Accueillir un client à la borne');
      expect(html, prefix).not.toContain('data-coming-soon');
      expect(html.includes(`${prefix}/training/add`), prefix).toBe(prefix !== '/bpm');
    }
  });
});
