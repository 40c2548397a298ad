import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import { isFeedbackCategory } from '#domain/feedback/categories.ts';
import { SUPPORT_STATES, type SupportTicketState } from '#domain/support/ticket.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { emptySupportForm, type SupportFormState } from '#ui/pages/shared/support-form.tsx';
import type { SupportRow } from '#ui/pages/shared/support-list.tsx';
import { supportPage } from '#ui/pages/shared/support.page.tsx';
import { supportTicketPage } from '#ui/pages/shared/support-ticket.page.tsx';
import {
  attachmentMessage,
  supportFieldMessages,
} from '#adapters/http/api/support/support.errors.ts';
import type { SupportRouteDeps } from '#adapters/http/api/support/support.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';
import { ID_PARAM } from './statistics.pages.ts';

export type SupportPageDeps = SupportRouteDeps & { pages: PageRenderer };

type Ctx = Context<AppEnv>;
type Caller = NonNullable<ReturnType<typeof callerFor>>;

const PAGE_SIZE = 20;
const PageQuery = z.coerce.number().int().min(1).max(100_000).catch(1);
const UuidQuery = z.uuid().nullable().catch(null);

/** The staff areas whose support page carries the form (docs/decisions/071). */
const FORM_AREAS = ['/admin', '/bpm', '/owner', '/seller'] as const;
const INBOX = '/pr-admin/support';
/** Where the body limit sends a form whose screenshot is over 2 MB (middleware/body-limits.ts). */
export const SUPPORT_FORM_PAGE = /^\/(admin|bpm|owner|seller)\/support$/;

const callerFor = (c: Ctx, action: Action) => {
  const viewer = c.get('viewer');
  const scope = viewer ? scopeOf(viewer.role, action) : null;
  return viewer && scope ? { actor: viewer, scope } : null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

const stateOfQuery = (value: string | undefined): SupportTicketState | null =>
  (SUPPORT_STATES as readonly string[]).includes(value ?? '')
    ? (value as SupportTicketState)
    : null;

/** A ticket as the lists show it, opening under `base` (the area's support page). */
export const supportRowOf =
  (base: string) =>
  (ticket: SupportTicketRecord): SupportRow => ({
    id: ticket.id,
    href: `${base}/${ticket.id}`,
    category: ticket.category,
    subject: ticket.subject,
    state: ticket.state,
    createdAt: ticket.createdAt,
    author: ticket.author,
    concessionName: ticket.concession?.name ?? null,
  });

/**
 * Support pages: each staff role's form and own tickets (`/<area>/support`), one ticket
 * (`/<area>/support/{id}`), and the PR admin's inbox with its filters and the close / reopen form.
 * The policy table is asked on every page, so it stays the one source of who does what.
 */
export const makeSupportPages = (deps: SupportPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const listView = async (c: Ctx, caller: Caller, base: string, withFilter: boolean) => {
    const page = PageQuery.parse(c.req.query('page'));
    const requested = c.req.query('category') ?? '';
    const category = withFilter && isFeedbackCategory(requested) ? requested : null;
    const concessionId = withFilter ? UuidQuery.parse(c.req.query('concession') ?? null) : null;
    const state = withFilter ? stateOfQuery(c.req.query('state')) : null;
    const result = await deps.listSupportTickets({
      ...caller,
      category: category ?? undefined,
      concessionId: concessionId ?? undefined,
      state: state ?? undefined,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    if (!result.ok) return null;
    const { tickets, total } = result.value;
    return {
      rows: tickets.map(supportRowOf(base)),
      page,
      pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      pageSize: PAGE_SIZE,
      total,
      filter: withFilter
        ? {
            action: base,
            category,
            concessionId,
            state,
            concessions: await deps.listSupportConcessions(caller),
          }
        : undefined,
    };
  };

  const renderMine = async (
    c: Ctx,
    base: string,
    state: SupportFormState | null,
    flash?: Flash,
  ) => {
    const caller = callerFor(c, 'support.create');
    const reader = callerFor(c, 'support.read');
    if (!caller || !reader) return c.notFound();
    const t = c.get('t');
    const persons = await deps.listSupportPersons(caller);
    const bpm = caller.actor.role === 'bpm';
    const list = await listView(c, reader, base, false);
    if (!list) return c.notFound();
    const page = supportPage(pageContext(c), layoutFrame(caller.actor, c.req.path, t), {
      mode: 'mine',
      form: {
        action: base,
        state: state ?? emptySupportForm(caller.actor.userId),
        persons: persons.map((person) => ({
          value: person.id,
          label:
            person.id === caller.actor.userId
              ? t('support.form.you', { name: person.name })
              : bpm && person.concessionName
                ? `${person.name} · ${person.concessionName}`
                : person.name,
        })),
      },
      list,
      flash,
      bpm,
    });
    const refused = state !== null && Object.keys(state.errors).length > 0;
    return render(c, page, refused ? 422 : 200);
  };

  const renderTicket = async (c: Ctx, base: string, flash?: Flash) => {
    const caller = callerFor(c, 'support.read');
    if (!caller) return c.notFound();
    const id = c.req.param('id') ?? '';
    const found = await deps.getSupportTicket({ ...caller, ticketId: id });
    if (!found.ok) return c.notFound();
    const ticket = found.value;
    const canChange = callerFor(c, 'support.update') !== null;
    return render(
      c,
      supportTicketPage(pageContext(c), layoutFrame(caller.actor, c.req.path, c.get('t')), {
        ticket,
        back: base,
        attachmentUrl: ticket.attachmentKey ? `/api/support/${ticket.id}/attachment` : null,
        stateAction: canChange ? `${base}/${ticket.id}/state` : undefined,
        flash,
      }),
    );
  };

  for (const area of FORM_AREAS) {
    const base = `${area}/support`;
    router.get(base, (c) => {
      const t = c.get('t');
      if (c.req.query('error') === 'attachmentTooLarge') {
        const viewer = c.get('viewer');
        if (!viewer) return c.notFound();
        const state = emptySupportForm(viewer.userId);
        return renderMine(c, base, {
          ...state,
          errors: { attachment: t('support.validation.attachmentTooLarge') },
        });
      }
      return renderMine(
        c,
        base,
        null,
        c.req.query('flash') === 'sent'
          ? { tone: 'success', message: t('support.flash.sent') }
          : undefined,
      );
    });
    router.post(base, async (c) => {
      const caller = callerFor(c, 'support.create');
      if (!caller) return c.notFound();
      const body = await c.req.parseBody({ all: true });
      const values = {
        category: text(body.category),
        personsConcerned: texts(body.personsConcerned),
        subject: text(body.subject),
        description: text(body.description),
      };
      const file =
        body.attachment instanceof File && body.attachment.size > 0 ? body.attachment : null;
      const created = await deps.createSupportTicket({
        ...caller,
        ...values,
        attachment: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
      });
      if (created.ok) return c.redirect(`${base}?flash=sent`, 303);
      const { error } = created;
      const errors =
        error.code === 'SUPPORT.INVALID'
          ? supportFieldMessages(c.get('t'), error.fields)
          : { attachment: attachmentMessage(c.get('t'), error) };
      return renderMine(c, base, { values, errors });
    });
    router.get(`${base}/${ID_PARAM}`, (c) => renderTicket(c, base));
  }

  router.get(INBOX, async (c) => {
    const caller = callerFor(c, 'support.read');
    if (!caller || caller.scope !== 'all') return c.notFound();
    const list = await listView(c, caller, INBOX, true);
    if (!list) return c.notFound();
    return render(
      c,
      supportPage(pageContext(c), layoutFrame(caller.actor, c.req.path, c.get('t')), {
        mode: 'inbox',
        list,
      }),
    );
  });

  router.get(`${INBOX}/${ID_PARAM}`, (c) => {
    const flash = c.req.query('flash');
    const t = c.get('t');
    return renderTicket(
      c,
      INBOX,
      flash === 'closed' || flash === 'reopened'
        ? { tone: 'success', message: t(`support.flash.${flash}`) }
        : undefined,
    );
  });

  router.post(`${INBOX}/${ID_PARAM}/state`, async (c) => {
    const caller = callerFor(c, 'support.update');
    if (!caller) return c.notFound();
    const id = c.req.param('id') ?? '';
    const state = stateOfQuery(text((await c.req.parseBody()).state));
    if (!state) return c.redirect(`${INBOX}/${id}`, 303);
    const changed = await deps.setSupportTicketState({ ...caller, ticketId: id, state });
    if (!changed.ok) return c.notFound();
    return c.redirect(`${INBOX}/${id}?flash=${state === 'closed' ? 'closed' : 'reopened'}`, 303);
  });

  return router;
};
