import { Hono, type Context } from 'hono';
import { scopeOf } from '#domain/access/policy.ts';
import { checkPart1 } from '#domain/surveys/survey.ts';
import type { KioskFrame } from '#ui/pages/client/kiosk-view.ts';
import { surveyIntroPage, surveySuccessPage } from '#ui/pages/service/survey-intro.page.tsx';
import { surveyPartPage } from '#ui/pages/service/survey-part.page.tsx';
import type { makeCreateSurvey, makeGetSurveyKiosk } from '#application/surveys/create-survey.ts';
import { surveyFieldMessages } from '#adapters/http/api/surveys/surveys.errors.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { kioskViewerOf } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type ServicePageDeps = {
  createSurvey: ReturnType<typeof makeCreateSurvey>;
  getSurveyKiosk: ReturnType<typeof makeGetSurveyKiosk>;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

const HOME = '/service';
const PART = (part: 1 | 2) => `/service/questionnaire/part-${part}`;
const SUCCESS = '/service/questionnaire/success';
/** A customer who walks away mid-survey: the next one starts from the intro. */
const IDLE_SECONDS = 180;
const PART1_FIELDS = ['sellerId', 'saleSatisfaction', 'advisorSatisfaction'] as const;

const callerOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('service page without a viewer');
  return { actor: viewer, scope: scopeOf(viewer.role, 'surveys.create') ?? ('self' as const) };
};

const frameOf = (c: Ctx): KioskFrame => {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('service page without a viewer');
  return {
    ...kioskViewerOf(viewer),
    resetUrl: HOME,
    idleSeconds: IDLE_SECONDS,
  };
};

const one = (value: unknown) => (typeof value === 'string' ? value : undefined);
const part1Of = (source: Record<string, unknown>) =>
  Object.fromEntries(PART1_FIELDS.map((name) => [name, one(source[name]) ?? ''])) as Record<
    (typeof PART1_FIELDS)[number],
    string
  >;

/**
 * The service kiosk (docs/spec/product-spec.md section 2, service routes; docs/decisions/072): the
 * intro, part 1, part 2 and the thank-you screen. Every screen is a form that posts and redirects,
 * so the tablet works without JavaScript: part 1's answers travel to part 2 in the address and then
 * in hidden fields, and the survey is saved once, whole, when part 2 is sent.
 */
export const makeServicePages = (deps: ServicePageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;
  const show = <V>(
    c: Ctx,
    page: (
      context: ReturnType<typeof pageContext>,
      frame: KioskFrame,
      view: V,
    ) => ReturnType<typeof surveySuccessPage>,
    view: V,
    status?: 200 | 422,
  ) => render(c, page(pageContext(c), frameOf(c), view), status);

  /** Part 1 as posted or carried, checked against the dealership's advisors. */
  const checkedPart1 = async (c: Ctx, values: Record<string, string>) => {
    const kiosk = await deps.getSurveyKiosk(callerOf(c));
    const advisors = kiosk?.advisors ?? [];
    return { advisors, checked: checkPart1(values, new Set(advisors.map((a) => a.id))) };
  };

  router.get(HOME, async (c) => {
    const kiosk = await deps.getSurveyKiosk(callerOf(c));
    return show(c, surveyIntroPage, {
      concessionName: kiosk?.concessionName ?? frameOf(c).viewer.name,
      logoUrl: kiosk?.logoPath ? uploadUrl(kiosk.logoPath) : null,
    });
  });

  router.get(PART(1), async (c) => {
    const kiosk = await deps.getSurveyKiosk(callerOf(c));
    return show(c, surveyPartPage, {
      part: 1,
      advisors: kiosk?.advisors ?? [],
      values: part1Of(c.req.query()),
      errors: {},
    });
  });

  router.post(PART(1), async (c) => {
    const values = part1Of(await c.req.parseBody());
    const { advisors, checked } = await checkedPart1(c, values);
    if (checked.ok) return c.redirect(`${PART(2)}?${new URLSearchParams(values).toString()}`, 303);
    return show(
      c,
      surveyPartPage,
      { part: 1, advisors, values, errors: surveyFieldMessages(c.get('t'), checked.error.fields) },
      422,
    );
  });

  router.get(PART(2), async (c) => {
    const part1 = part1Of(c.req.query());
    const { checked } = await checkedPart1(c, part1);
    // Part 2 comes after part 1: without its answers, the survey starts at part 1.
    if (!checked.ok) return c.redirect(PART(1), 302);
    return show(c, surveyPartPage, { part: 2, part1, values: { improvements: [] }, errors: {} });
  });

  router.post(PART(2), async (c) => {
    const body = await c.req.parseBody({ all: true });
    const part1 = part1Of(body);
    const improvements = (
      Array.isArray(body.improvements) ? body.improvements : [body.improvements]
    )
      .map(one)
      .filter((v): v is string => v !== undefined);
    const values = { recommend: one(body.recommend), improvements, comment: one(body.comment) };
    const created = await deps.createSurvey({
      ...callerOf(c),
      language: c.get('language'),
      part1,
      part2: values,
    });
    if (created.ok) return c.redirect(SUCCESS, 303);
    if (created.error.code !== 'SURVEYS.INVALID') return c.notFound();
    const { fields } = created.error;
    if (PART1_FIELDS.some((name) => fields[name]))
      return c.redirect(`${PART(1)}?${new URLSearchParams(part1).toString()}`, 303);
    return show(
      c,
      surveyPartPage,
      { part: 2, part1, values, errors: surveyFieldMessages(c.get('t'), fields) },
      422,
    );
  });

  router.get(SUCCESS, (c) =>
    show(c, (context, frame) => surveySuccessPage(context, frame), undefined),
  );

  return router;
};
