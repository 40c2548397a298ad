import { describe, expect, it } from 'vitest';
import type { QueuedEmail } from '#application/ports/email-outbox.port.ts';
import { createEmailRenderer } from './email-templates.ts';

const render = createEmailRenderer('https://app.bestpairing.test/');

const emails: QueuedEmail[] = (['fr', 'en'] as const).flatMap((language) => [
  {
    template: 'accountInvite',
    to: 'a@test.test',
    language,
    concessionId: null,
    params: {
      name: 'Nia',
      role: 'seller',
      concessionName: 'Laval Auto',
      link: '/auth/invite?token=a.b',
    },
  },
  {
    template: 'passwordReset',
    to: 'a@test.test',
    language,
    concessionId: null,
    params: { name: 'Nia', link: '/auth/reset-password?token=a.b' },
  },
  {
    template: 'passwordResetByManager',
    to: 'a@test.test',
    language,
    concessionId: null,
    params: { name: 'Nia', link: '/auth/reset-password?token=a.b' },
  },
]);

describe('email templates', () => {
  it.each(emails.map((email) => [`${email.template} (${email.language})`, email] as const))(
    '%s has a subject, a text and an HTML body with the absolute link',
    (_name, email) => {
      const rendered = render(email);
      expect(rendered.subject.length).toBeGreaterThan(5);
      const link = `https://app.bestpairing.test${email.params.link}`;
      expect(rendered.text).toContain(link);
      expect(rendered.text).toContain('Nia');
      expect(rendered.html).toContain(`href="${link}"`);
      expect(rendered.html).toContain(`<html lang="${email.language}">`);
    },
  );

  it('speaks the recipient’s language', () => {
    const [frInvite, , , enInvite] = emails.map(render);
    expect(frInvite?.subject).toBe('Votre compte Best Pairing est prêt');
    expect(frInvite?.text).toContain('chez Laval Auto (rôle : Conseiller)');
    expect(frInvite?.text).toContain('valide pendant 7 jours');
    expect(enInvite?.subject).toBe('Your Best Pairing account is ready');
    expect(enInvite?.text).toContain('works for 7 days');
  });

  it('escapes what people typed, so a name never becomes markup', () => {
    const rendered = render({
      template: 'accountInvite',
      to: 'a@test.test',
      language: 'en',
      concessionId: null,
      params: {
        name: '<script>alert(1)</script>',
        role: 'owner',
        concessionName: 'Tom & "Jerry"',
        link: '/auth/invite?token=a.b&x=1',
      },
    });
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(rendered.html).toContain(
      'href="https://app.bestpairing.test/auth/invite?token=a.b&amp;x=1"',
    );
    expect(rendered.text).toContain('<script>alert(1)</script>');
  });

  it('refuses a link that is not a path of ours', () => {
    expect(() =>
      render({
        template: 'passwordReset',
        to: 'a@test.test',
        language: 'fr',
        concessionId: null,
        params: { name: 'Nia', link: 'https://evil.test/' },
      }),
    ).toThrow();
  });
});

describe('the comment email', () => {
  const comment = (language: 'fr' | 'en'): QueuedEmail => ({
    template: 'commentReceived',
    to: 'team@test.test',
    language,
    concessionId: null,
    params: {
      authorName: 'Nia Roy',
      authorEmail: 'nia@test.test',
      authorRole: 'seller',
      concessionName: 'Laval Auto',
      category: 'howTo',
      message: 'First line\n\n<b>second</b> line',
      link: '/pr-admin/comments?category=howTo',
    },
  });

  it('tells the team who wrote from where, in which category, with the message', () => {
    const fr = render(comment('fr'));
    expect(fr.subject).toBe('Nouveau commentaire : Comment faire');
    expect(fr.text.startsWith('Bonjour,\n\n')).toBe(true);
    expect(fr.text).toContain(
      'Nia Roy (nia@test.test, Conseiller) de Laval Auto a envoyé un commentaire.',
    );
    expect(fr.text).toContain('First line\n\n<b>second</b> line');
    expect(fr.text).toContain('https://app.bestpairing.test/pr-admin/comments?category=howTo');
    expect(fr.html).toContain('&lt;b&gt;second&lt;/b&gt; line');
    const en = render(comment('en'));
    expect(en.subject).toBe('New feedback: How to');
    expect(en.text).toContain('Nia Roy (nia@test.test, Advisor) at Laval Auto sent feedback.');
  });
});
