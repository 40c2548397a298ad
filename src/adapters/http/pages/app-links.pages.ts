import { Hono, type Context } from 'hono';
import type { makeSendAppLinks } from '#application/users/send-app-links.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { appLinksErrorMessage } from '#adapters/http/api/users/users.errors.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { ID_PARAM } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

/** What a send answered, carried by the redirect to the page (`?sms=`). */
const OUTCOMES = {
  sent: null,
  noPhone: 'SMS.NO_PHONE',
  dailyLimit: 'SMS.DAILY_LIMIT_REACHED',
} as const;
type Outcome = keyof typeof OUTCOMES;

/** The answer of the last send, shown on the page it came back to. */
export const appLinksFlashOf = (c: Ctx): Flash | undefined => {
  const outcome = c.req.query('sms');
  if (!outcome || !Object.hasOwn(OUTCOMES, outcome)) return undefined;
  const code = OUTCOMES[outcome as Outcome];
  if (code === null) return { tone: 'success', message: c.get('t')('appLinks.sent') };
  const message = appLinksErrorMessage(c.get('t'), { code });
  return message ? { tone: 'error', message } : undefined;
};

/**
 * The SMS with the app's download links, sent from a page (docs/decisions/097): a manager from the
 * member's page, an advisor from their home. The form posts, then goes back to its page with the
 * answer (sent, no phone, the daily limit); another dealership's member is a 404.
 */
export const makeAppLinksPages = ({
  sendAppLinks,
}: {
  sendAppLinks: ReturnType<typeof makeSendAppLinks>;
}) => {
  const send = async (c: Ctx, userId: string, back: string) => {
    const sent = await sendAppLinks({ ...pageCaller(c, 'users.appLinks.send'), userId });
    if (!sent.ok && sent.error.code === 'USERS.NOT_FOUND') return c.notFound();
    const outcome: Outcome = sent.ok
      ? 'sent'
      : sent.error.code === 'SMS.NO_PHONE'
        ? 'noPhone'
        : 'dailyLimit';
    return c.redirect(`${back}?sms=${outcome}#app-links`, 303);
  };

  return new Hono<AppEnv>()
    .post(`/admin/members/${ID_PARAM}/app-links`, (c) => {
      const id = c.req.param('id');
      return send(c, id, `/admin/members/${id}`);
    })
    .post('/seller/app-links', (c) =>
      send(c, pageCaller(c, 'users.appLinks.send').actor.userId, '/seller'),
    );
};
