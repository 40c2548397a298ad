import { Hono, type Context } from 'hono';
import type { makeChangePassword } from '#application/auth/change-password.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { SellerView } from '#application/sellers/seller-view.ts';
import type { makeUpdateSellerProfile } from '#application/sellers/update-profile.ts';
import type { makeSetUserLanguage } from '#application/users/set-user-language.ts';
import type { makeSetUserPicture } from '#application/users/set-user-picture.ts';
import { destinationFor } from '#domain/access/destination.ts';
import { checkNewPassword } from '#domain/access/password-policy.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import { parseLanguage } from '#domain/locale/language.ts';
import type { ProfileIssue } from '#domain/sellers/profile.ts';
import { MAX_IMAGE_BYTES } from '#domain/validation/upload.ts';
import { uploadErrorMessage } from '#ui/components/image-upload.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import { profilePage } from '#ui/pages/seller/profile.page.tsx';
import {
  PROFILE_FORMS,
  SELLER_PROFILE_PATH,
  type PasswordFormErrors,
  type ProfilePath,
  type ProfileFormField,
  type ProfileFormName,
  type ProfileFormState,
  type ProfileView,
} from '#ui/pages/seller/profile-view.ts';
import {
  PASSWORD_ERRORS,
  passwordFormErrors,
} from '#adapters/http/api/passwords/passwords.errors.ts';
import { profileIssueMessage } from '#adapters/http/api/sellers/sellers.errors.ts';
import type { ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type ProfilePageDeps = {
  getSeller: ClientFlowUseCases['getSeller'];
  updateSellerProfile: ReturnType<typeof makeUpdateSellerProfile>;
  setUserPicture: ReturnType<typeof makeSetUserPicture>;
  setUserLanguage: ReturnType<typeof makeSetUserLanguage>;
  changePassword: ReturnType<typeof makeChangePassword>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
  cookies: Cookies;
  clientAddress: (c: Context<AppEnv>) => string | null;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

const FLASHES = ['profile', 'photo', 'language', 'password'] as const;

const viewerOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  // The role guard in front of /seller/* and /bpm/* let only advisors and bpm in.
  if (!viewer) throw new Error('profile page without a viewer');
  return viewer;
};

/** The person as the use cases see them, with the scope the policy table grants for `action`. */
const callerFor = (c: Ctx, action: Action) => {
  const viewer = viewerOf(c);
  return { actor: viewer, scope: scopeOf(viewer.role, action) ?? ('self' as const) };
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A posted year or month: empty is "missing", anything else goes to the domain as a number. */
const numberOf = (value: string) =>
  value === '' ? null : /^\d+$/.test(value) ? Number(value) : NaN;

/** The profile form as stored now (what the page shows before anything is posted). */
const storedProfile = (seller: SellerView): ProfileFormState['values'] => {
  const show = (value: number | null) => (value === null ? '' : String(value));
  return {
    hobbies: [...seller.hobbies],
    carSellerStartedYear: show(seller.carSellerStarted.year),
    carSellerStartedMonth: show(seller.carSellerStarted.month),
    concessionSellerStartedYear: show(seller.concessionSellerStarted.year),
    concessionSellerStartedMonth: show(seller.concessionSellerStarted.month),
  };
};

/** The form field a domain problem is shown next to. */
const fieldOf = (issue: ProfileIssue): ProfileFormField => {
  if (issue.field === 'hobbies') return 'hobbies';
  const [date, part] = issue.field.split('.') as [string, 'year' | 'month'];
  const prefix = date === 'carSellerStartedAt' ? 'carSellerStarted' : 'concessionSellerStarted';
  return `${prefix}${part === 'year' ? 'Year' : 'Month'}`;
};

/**
 * /seller/me: the advisor's profile, and their last onboarding step (onboarding.ts sends an advisor
 * with an incomplete profile here). Each of the four forms posts to `/seller/me?form=<name>`, which
 * the onboarding guard lets through (same path), validates on the server, and either redirects
 * with a flash message or renders the page again with the errors next to the fields and what was
 * typed (passwords excepted). /bpm/me is the same page and forms without the advisor's own
 * (`profile`) form (docs/decisions/096).
 */
export const makeProfilePages = (deps: ProfilePageDeps, path: ProfilePath) => {
  const router = new Hono<AppEnv>();
  const { pages } = deps;
  const forAdvisor = path === SELLER_PROFILE_PATH;

  const flashOf = (c: Ctx): Flash | undefined => {
    const flash = c.req.query('flash');
    if (flash && (FLASHES as readonly string[]).includes(flash)) {
      const key = flash as (typeof FLASHES)[number];
      return { tone: 'success', message: c.get('t')(`sellerProfile.flash.${key}`) };
    }
    return undefined;
  };

  const show = async (
    c: Ctx,
    overrides: Partial<Omit<ProfileView, 'advisor'>> & { profile?: ProfileFormState } = {},
  ) => {
    const viewer = viewerOf(c);
    const { profile, ...shown } = overrides;
    let advisor: ProfileView['advisor'];
    if (forAdvisor) {
      const seller = await deps.getSeller(callerFor(c, 'sellers.read'), viewer.userId);
      // An advisor always has a seller profile row (created with the account).
      if (!seller.ok) return c.notFound();
      const stored = { values: storedProfile(seller.value), errors: {} };
      advisor = { sellerId: viewer.userId, profile: profile ?? stored };
    }
    const { record } = viewer;
    const name = [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email;
    const flash = flashOf(c);
    const view: ProfileView = {
      path,
      advisor,
      onboarding: viewer.onboarding !== null,
      name,
      email: record.email,
      profileNumber: record.profileNumber,
      pictureUrl: record.picturePath ? uploadUrl(record.picturePath) : null,
      language: record.language ?? c.get('language'),
      pictureError:
        c.req.query('error') === 'pictureTooLarge'
          ? uploadErrorMessage(c.get('t'), { code: 'UPLOAD.TOO_LARGE', maxBytes: MAX_IMAGE_BYTES })
          : undefined,
      flash,
      ...shown,
    };
    // Overrides are what a refused post sends back: the page answers 422 with them.
    return pages.render(
      c,
      profilePage(pages.pageContext(c), layoutFrame(viewer, c.req.path, c.get('t')), view),
      Object.keys(overrides).length > 0 ? 422 : 200,
    );
  };

  router.get(path, (c) => show(c));

  const saveProfile = async (c: Ctx) => {
    const viewer = viewerOf(c);
    const body = await c.req.parseBody({ all: true });
    const hobbies = [body['hobbies'] ?? []]
      .flat()
      .filter((value): value is string => typeof value === 'string');
    const values: ProfileFormState['values'] = {
      hobbies,
      carSellerStartedYear: text(body['carSellerStartedYear']),
      carSellerStartedMonth: text(body['carSellerStartedMonth']),
      concessionSellerStartedYear: text(body['concessionSellerStartedYear']),
      concessionSellerStartedMonth: text(body['concessionSellerStartedMonth']),
    };
    const saved = await deps.updateSellerProfile({
      caller: callerFor(c, 'sellers.profile.write'),
      sellerId: viewer.userId,
      hobbies,
      experience: {
        carSellerStartedAt: {
          year: numberOf(values.carSellerStartedYear),
          month: numberOf(values.carSellerStartedMonth),
        },
        concessionSellerStartedAt: {
          year: numberOf(values.concessionSellerStartedYear),
          month: numberOf(values.concessionSellerStartedMonth),
        },
      },
    });
    if (!saved.ok) {
      if (saved.error.code !== 'SELLER.PROFILE_INVALID') return c.notFound();
      const errors: ProfileFormState['errors'] = {};
      for (const issue of saved.error.issues) {
        errors[fieldOf(issue)] ??= profileIssueMessage(c.get('t'), issue);
      }
      return show(c, { profile: { values, errors } });
    }
    if (!viewer.onboarding) return c.redirect(`${path}?flash=profile`, 303);
    // The last onboarding step is done: on to whatever comes next (the home, or a subscription
    // notice), read from the account as it is now.
    const next = await deps.loadViewer(viewer.userId);
    return c.redirect(destinationFor(viewer.role, next?.onboarding ?? null), 303);
  };

  const savePicture = async (c: Ctx) => {
    const viewer = viewerOf(c);
    const body = await c.req.parseBody();
    const file = body['picture'];
    const bytes =
      file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const saved = await deps.setUserPicture({
      ...callerFor(c, 'users.picture.write'),
      userId: viewer.userId,
      picture: bytes,
    });
    if (saved.ok) return c.redirect(`${path}?flash=photo`, 303);
    const { error } = saved;
    return show(c, {
      pictureError:
        error.code === 'UPLOAD.EMPTY' ||
        error.code === 'UPLOAD.TOO_LARGE' ||
        error.code === 'UPLOAD.UNSUPPORTED_TYPE'
          ? uploadErrorMessage(c.get('t'), error)
          : c.get('t')('api.validation'),
    });
  };

  const saveLanguage = async (c: Ctx) => {
    const viewer = viewerOf(c);
    const body = await c.req.parseBody();
    const language = parseLanguage(text(body['language']));
    if (!language)
      return show(c, { languageError: c.get('t')('sellerProfile.validation.languageRequired') });
    const saved = await deps.setUserLanguage({
      ...callerFor(c, 'users.language.write'),
      userId: viewer.userId,
      language,
    });
    if (!saved.ok) return c.notFound();
    // `lang` also moves this device's language switch, which would otherwise win over the account.
    return c.redirect(`${path}?flash=language&lang=${language}`, 303);
  };

  const savePassword = async (c: Ctx) => {
    const viewer = viewerOf(c);
    const body = await c.req.parseBody();
    const oldPassword = typeof body['oldPassword'] === 'string' ? body['oldPassword'] : '';
    const password = typeof body['password'] === 'string' ? body['password'] : '';
    const confirmation = typeof body['confirmation'] === 'string' ? body['confirmation'] : '';
    // Every field's problem at once, with the password policy's own messages (docs/spec/product-spec.md 5).
    const errors: PasswordFormErrors = {};
    if (oldPassword === '') errors.oldPassword = c.get('t')('api.passwordRequired');
    const chosen = checkNewPassword(password, confirmation);
    if (!chosen.ok) {
      const entry = PASSWORD_ERRORS[chosen.error];
      errors[entry.field] = c.get('t')(entry.key);
    }
    // The pair check stops at the first problem; an empty confirmation is worth saying at once too.
    if (confirmation === '' && errors.confirmation === undefined) {
      errors.confirmation = c.get('t')(PASSWORD_ERRORS['PASSWORD.CONFIRMATION_REQUIRED'].key);
    }
    if (Object.keys(errors).length > 0) return show(c, { password: errors });

    const changed = await deps.changePassword({
      ...callerFor(c, 'users.password.change'),
      userId: viewer.userId,
      oldPassword,
      newPassword: password,
      ipAddress: deps.clientAddress(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
    if (!changed.ok) {
      if (changed.error.code === 'PASSWORD.WRONG') {
        return show(c, { password: { oldPassword: c.get('t')('passwords.errors.wrongPassword') } });
      }
      const refused = passwordFormErrors(c, changed.error);
      return show(c, {
        password: { ...refused.errors, form: refused.error },
      });
    }
    // Every session of the account ended; this browser carries on with the new one (decision 014).
    deps.cookies.session.set(c, changed.value.token, changed.value.expiresAt);
    return c.redirect(`${path}?flash=password`, 303);
  };

  const handlers: Record<ProfileFormName, (c: Ctx) => Promise<Response>> = {
    profile: saveProfile,
    picture: savePicture,
    language: saveLanguage,
    password: savePassword,
  };

  router.post(path, async (c) => {
    const form = c.req.query('form');
    if (!form || !(PROFILE_FORMS as readonly string[]).includes(form)) return c.notFound();
    if (form === 'profile' && !forAdvisor) return c.notFound();
    return handlers[form as ProfileFormName](c);
  });

  return router;
};
