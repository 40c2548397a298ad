import { Hono, type Context } from 'hono';
import { LICENCE_KINDS } from '#domain/access/licences.ts';
import { MANAGED_ROLES } from '#domain/access/members.ts';
import type { makeListMembers } from '#application/users/list-members.ts';
import type { makeResendInvite } from '#application/users/resend-invite.ts';
import type { makeResetPasswordByManager } from '#application/auth/reset-password-by-manager.ts';
import {
  MEMBER_FIELDS,
  memberFormPage,
  type MemberField,
  type MemberFormView,
} from '#ui/pages/admin/member-form.page.tsx';
import { LISTED_ROLES, MEMBER_STATES, membersPage } from '#ui/pages/admin/members.page.tsx';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { CreateUserBody, UpdateUserForm } from '#adapters/http/api/users/users.schemas.ts';
import { licenceLimitMessage } from '#adapters/http/api/users/users.errors.ts';
import type { UserRouteDeps } from '#adapters/http/api/users/users.routes.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { dealershipTimeZone } from './dealership-time-zone.ts';
import { fieldErrors, memberFlashOf, rowOf, text } from './member-rows.ts';
import type { PageRenderer } from './render.ts';
import { frameOf, ID_PARAM, viewerOf } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

export type MembersDirectoryUseCases = Pick<
  UserRouteDeps,
  'getUser' | 'createUser' | 'updateUser' | 'deleteUser'
> & {
  listMembers: ReturnType<typeof makeListMembers>;
  resendInvite: ReturnType<typeof makeResendInvite>;
  resetPasswordByManager: ReturnType<typeof makeResetPasswordByManager>;
};

/**
 * The members pages of a dealership (owner and administrator, docs/decisions/065): the list with
 * its filters, the add and edit forms, and the member's actions (delete, reset the password,
 * resend the invitation). Forms post and redirect; a refused form comes back with its errors.
 */
export const makeMembersDirectoryPages = ({
  useCases,
  pages,
}: {
  useCases: MembersDirectoryUseCases;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();
  const rolesFor = (c: Ctx) => MANAGED_ROLES[viewerOf(c).role];

  router.get('/admin/members', async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.concessionId) return c.notFound();
    const listed = await useCases.listMembers({
      ...pageCaller(c, 'users.list'),
      concessionId: viewer.concessionId,
    });
    if (!listed.ok) return c.notFound();
    const filter = {
      q: (c.req.query('q') ?? '').trim(),
      role: (LISTED_ROLES as readonly string[]).includes(c.req.query('role') ?? '')
        ? (c.req.query('role') ?? '')
        : '',
      state: (MEMBER_STATES as readonly string[]).includes(c.req.query('state') ?? '')
        ? (c.req.query('state') ?? '')
        : '',
    };
    const now = new Date();
    const needle = filter.q.toLocaleLowerCase();
    const rows = listed.value.members
      .map((member) => rowOf(member, now, dealershipTimeZone(viewer)))
      .filter(
        (row) =>
          (filter.role === '' || row.role === filter.role) &&
          (filter.state === '' || row.state === filter.state) &&
          (needle === '' ||
            row.name.toLocaleLowerCase().includes(needle) ||
            row.email.includes(needle)),
      );
    return pages.render(
      c,
      membersPage(pages.pageContext(c), frameOf(c), {
        rows,
        seats: [...listed.value.seats].sort(
          (a, b) => LICENCE_KINDS.indexOf(a.kind) - LICENCE_KINDS.indexOf(b.kind),
        ),
        filter,
        flash: memberFlashOf(c),
      }),
    );
  });

  const showForm = (c: Ctx, view: Omit<MemberFormView, 'roles'>, status: 200 | 409 | 422 = 200) =>
    pages.render(
      c,
      memberFormPage(pages.pageContext(c), frameOf(c), { ...view, roles: rolesFor(c) }),
      status,
    );

  const blank: Record<MemberField, string> = {
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    language: '',
    role: 'seller',
  };

  router.get('/admin/members/add', (c) =>
    showForm(c, { mode: { kind: 'add' }, values: blank, errors: {} }),
  );

  router.post('/admin/members/add', async (c) => {
    const body = await c.req.parseBody();
    const values = Object.fromEntries(
      MEMBER_FIELDS.map((name) => [name, text(body, name)]),
    ) as Record<MemberField, string>;
    const input = { ...values, language: values.language || undefined };
    const parsed = CreateUserBody.safeParse(input);
    const mode = { kind: 'add' as const };
    if (!parsed.success) {
      return showForm(c, { mode, values, errors: fieldErrors(c, parsed.error.issues, input) }, 422);
    }
    const created = await useCases.createUser({
      ...pageCaller(c, 'users.create'),
      email: parsed.data.email,
      role: parsed.data.role,
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      phone: parsed.data.phone ?? null,
      language: parsed.data.language ?? null,
    });
    if (created.ok) return c.redirect(`/admin/members/${created.value.id}?flash=added`, 303);
    const { error } = created;
    if (error.code === 'USERS.LICENCE_LIMIT') {
      return showForm(
        c,
        { mode, values, errors: {}, refusal: licenceLimitMessage(c.get('t'), error) },
        409,
      );
    }
    const messages: Partial<Record<string, [MemberField, MessageKey]>> = {
      'USERS.EMAIL_IN_USE': ['email', 'users.errors.emailInUse'],
      'USERS.ROLE_NOT_ALLOWED': ['role', 'users.errors.roleNotAllowed'],
    };
    const known = messages[error.code];
    if (known) {
      return showForm(c, { mode, values, errors: { [known[0]]: c.get('t')(known[1]) } }, 409);
    }
    return showForm(
      c,
      { mode, values, errors: {}, refusal: c.get('t')('members.flash.failed') },
      409,
    );
  });

  router.get(`/admin/members/${ID_PARAM}/edit`, async (c) => {
    const id = c.req.param('id') ?? '';
    const found = await useCases.getUser({ ...pageCaller(c, 'users.update'), userId: id });
    if (!found.ok) return c.notFound();
    const member = found.value;
    return showForm(c, {
      mode: { kind: 'edit', memberId: id },
      values: {
        email: member.email,
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        phone: member.phone ?? '',
        language: member.language ?? 'fr',
        role: member.role,
      },
      errors: {},
    });
  });

  router.post(`/admin/members/${ID_PARAM}/edit`, async (c) => {
    const id = c.req.param('id') ?? '';
    const found = await useCases.getUser({ ...pageCaller(c, 'users.update'), userId: id });
    if (!found.ok) return c.notFound();
    const body = await c.req.parseBody();
    const values = Object.fromEntries(
      MEMBER_FIELDS.map((name) => [name, text(body, name)]),
    ) as Record<MemberField, string>;
    values.email = found.value.email;
    const mode = { kind: 'edit' as const, memberId: id };
    const input = { ...values, csrfToken: text(body, 'csrfToken') };
    const parsed = UpdateUserForm.omit({ picture: true }).safeParse(input);
    if (!parsed.success) {
      return showForm(c, { mode, values, errors: fieldErrors(c, parsed.error.issues, input) }, 422);
    }
    const updated = await useCases.updateUser({
      ...pageCaller(c, 'users.update'),
      userId: id,
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      phone: parsed.data.phone ?? null,
      language: parsed.data.language,
      role: parsed.data.role,
    });
    if (!updated.ok) {
      const { error } = updated;
      if (error.code === 'USERS.ROLE_NOT_ALLOWED') {
        const errors = { role: c.get('t')('users.errors.roleNotAllowed') };
        return showForm(c, { mode, values, errors }, 422);
      }
      const refusal =
        error.code === 'USERS.LICENCE_LIMIT'
          ? licenceLimitMessage(c.get('t'), error)
          : c.get('t')('members.flash.failed');
      return showForm(c, { mode, values, errors: {}, refusal }, 409);
    }
    return c.redirect(`/admin/members/${id}?flash=saved`, 303);
  });

  router.post(`/admin/members/${ID_PARAM}/delete`, async (c) => {
    const id = c.req.param('id') ?? '';
    const deleted = await useCases.deleteUser({ ...pageCaller(c, 'users.delete'), userId: id });
    if (!deleted.ok && deleted.error.code === 'USERS.NOT_FOUND') return c.notFound();
    return c.redirect(
      deleted.ok ? '/admin/members?flash=deleted' : `/admin/members/${id}?flash=failed`,
      303,
    );
  });

  router.post(`/admin/members/${ID_PARAM}/reset-password`, async (c) => {
    const id = c.req.param('id') ?? '';
    const reset = await useCases.resetPasswordByManager({
      ...pageCaller(c, 'users.password.reset'),
      userId: id,
    });
    if (!reset.ok && reset.error.code === 'USER.NOT_FOUND') return c.notFound();
    return c.redirect(`/admin/members/${id}?flash=${reset.ok ? 'passwordReset' : 'failed'}`, 303);
  });

  router.post(`/admin/members/${ID_PARAM}/resend-invite`, async (c) => {
    const id = c.req.param('id') ?? '';
    const sent = await useCases.resendInvite({ ...pageCaller(c, 'users.create'), userId: id });
    if (!sent.ok && sent.error.code === 'USERS.NOT_FOUND') return c.notFound();
    const flash = sent.ok
      ? 'inviteSent'
      : sent.error.code === 'USERS.ALREADY_ACTIVE'
        ? 'alreadyActive'
        : 'failed';
    return c.redirect(`/admin/members/${id}?flash=${flash}`, 303);
  });

  return router;
};
