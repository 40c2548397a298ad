import { Hono, type Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import { USER_FORM } from '#application/psychometrics/user-questionnaire.ts';
import { destinationFor } from '#domain/access/destination.ts';
import { scopeOf } from '#domain/access/policy.ts';
import { homeOf, type Role } from '#domain/access/roles.ts';
import { formatDate } from '#domain/locale/format.ts';
import {
  pageCount,
  pageItems,
  pageOf,
  parsePage,
  resumePage,
  unansweredOnPage,
  type AnswerSheet,
  type AnswerValidationError,
  type ItemKey,
} from '#domain/psychometrics/index.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import {
  RECALCULATE_LAMBDA_PATH,
  recalculateLambdaPage,
} from '#ui/pages/pr-admin/recalculate-lambda.page.tsx';
import {
  questionnairePage,
  questionnaireResultPage,
  type ItemError,
  type QuestionnaireFormState,
} from '#ui/pages/psychometrics/questionnaire.page.tsx';
import type { PsychometricsUseCases } from '#adapters/http/api/psychometrics/psychometrics.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer, PageStatus } from './render.ts';

export type PsychometricsPageDeps = {
  useCases: Pick<
    PsychometricsUseCases,
    'saveQuestionnaire' | 'getPsychometricProfile' | 'getLambdaStatus' | 'startRecalculation'
  >;
  pages: PageRenderer;
};

/** The roles that take the 40-item test, each on its own page (docs/spec/product-spec.md section 2). */
const TEST_TAKERS = ['seller', 'bpm', 'admin'] as const satisfies readonly Role[];

const questionnairePath = (role: Role) => `${homeOf(role)}/questionnaire`;

/** Fields of the questionnaire form that are not answers. */
const CONTROL_FIELDS = new Set(['csrfToken', 'page', 'action']);

/** A radio's posted value as an answer; anything else is passed on for the domain to refuse. */
const postedAnswer = (value: unknown): unknown =>
  typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : value;

const postedAnswers = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !CONTROL_FIELDS.has(key))
      .map(([key, value]) => [key, postedAnswer(value)]),
  );

/** The menu, except while onboarding: no other page opens until the test is done. */
const frameOf = (c: Context<AppEnv>, viewer: Viewer) => layoutFrame(viewer, c.req.path, c.get('t'));

/**
 * The personality test pages (/seller, /bpm and /admin/questionnaire) and the lambda recalculation
 * page. The role guard in front of each page group has kept other roles out and sends a user who
 * owes the test here. Every post redirects (post/redirect/get) unless it shows errors.
 */
export const makePsychometricsPages = (deps: PsychometricsPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pages, useCases } = deps;

  const renderForm = (
    c: Context<AppEnv>,
    viewer: Viewer,
    state: QuestionnaireFormState,
    status: PageStatus = 200,
  ) =>
    pages.render(
      c,
      questionnairePage(
        pages.pageContext(c),
        { ...frameOf(c, viewer), action: questionnairePath(viewer.role) },
        state,
      ),
      status,
    );

  /** The errors of one page: its unanswered items, and items the domain refused. */
  const pageErrors = (
    page: number,
    answers: AnswerSheet,
    refused?: AnswerValidationError,
  ): Partial<Record<ItemKey, ItemError>> => {
    const errors: Partial<Record<ItemKey, ItemError>> = {};
    for (const key of unansweredOnPage(USER_FORM, page, answers)) errors[key] = 'missing';
    const onPage = new Set<string>(pageItems(USER_FORM, page));
    for (const issue of refused?.issues ?? []) {
      if (issue.code !== 'INVALID_VALUE') continue;
      for (const key of issue.keys) if (onPage.has(key)) errors[key as ItemKey] = 'invalid';
    }
    return errors;
  };

  for (const role of TEST_TAKERS) {
    const path = questionnairePath(role);
    const scope = scopeOf(role, 'users.questionnaire.write');

    router.get(path, async (c) => {
      const viewer = c.get('viewer');
      if (viewer?.role !== role) return c.redirect('/login', 302);
      const state = await useCases.getPsychometricProfile(viewer.userId);
      if (!state) return c.redirect('/login', 302);
      const profile = state.psychometricProfile;
      if (profile) {
        return pages.render(
          c,
          questionnaireResultPage(pages.pageContext(c), frameOf(c, viewer), {
            ...profile,
            continueHref: destinationFor(viewer.role, viewer.onboarding),
          }),
        );
      }
      const answers = state.psychometricQuestionnaire.answers;
      const page = parsePage(USER_FORM, c.req.query('page')) ?? resumePage(USER_FORM, answers);
      // `?check` comes from a final submit that found this page incomplete.
      const check = c.req.query('check') !== undefined;
      return renderForm(c, viewer, {
        form: USER_FORM,
        page,
        answers,
        errors: check ? pageErrors(page, answers) : undefined,
        incompleteElsewhere: check,
      });
    });

    router.post(path, async (c) => {
      const viewer = c.get('viewer');
      if (viewer?.role !== role || !scope) return c.redirect('/login', 302);
      const body = await c.req.parseBody();
      const page = parsePage(USER_FORM, body['page']) ?? 1;
      const action = body['action'];
      const posted = postedAnswers(body);
      const caller = { actor: viewer, scope, userId: viewer.userId };

      // Whatever the button, the page's answers are saved first: nothing typed is lost.
      const saved = await useCases.saveQuestionnaire({
        ...caller,
        prepareOnly: true,
        answers: posted,
      });
      if (!saved.ok) {
        if (saved.error.code !== 'QUESTIONNAIRE.INVALID_ANSWERS') return c.redirect(path, 303);
        const state = await useCases.getPsychometricProfile(viewer.userId);
        const answers = { ...state?.psychometricQuestionnaire.answers } as AnswerSheet;
        return renderForm(
          c,
          viewer,
          { form: USER_FORM, page, answers, errors: pageErrors(page, answers, saved.error) },
          422,
        );
      }
      const answers = saved.value.psychometricQuestionnaire.answers;

      if (action === 'previous') return c.redirect(`${path}?page=${Math.max(1, page - 1)}`, 303);
      if (action !== 'submit' || page < pageCount(USER_FORM)) {
        if (unansweredOnPage(USER_FORM, page, answers).length > 0)
          return renderForm(
            c,
            viewer,
            { form: USER_FORM, page, answers, errors: pageErrors(page, answers) },
            422,
          );
        return c.redirect(`${path}?page=${Math.min(page + 1, pageCount(USER_FORM))}`, 303);
      }

      const scored = await useCases.saveQuestionnaire({
        ...caller,
        prepareOnly: false,
        answers: {},
      });
      if (scored.ok || scored.error.code !== 'QUESTIONNAIRE.INVALID_ANSWERS')
        return c.redirect(path, 303);
      // Statements were skipped on an earlier page (pages can be opened by address): go there.
      const missing = scored.error.issues.find((issue) => issue.code === 'INCOMPLETE')?.keys[0];
      const gapPage = missing ? pageOf(USER_FORM, missing as ItemKey) : page;
      if (gapPage !== page) return c.redirect(`${path}?page=${gapPage}&check`, 303);
      return renderForm(
        c,
        viewer,
        { form: USER_FORM, page, answers, errors: pageErrors(page, answers) },
        422,
      );
    });
  }

  const showRecalculation = async (c: Context<AppEnv>, viewer: Viewer, flash?: Flash) => {
    const status = await useCases.getLambdaStatus();
    const run = status.recalculation;
    return pages.render(
      c,
      recalculateLambdaPage(pages.pageContext(c), {
        ...frameOf(c, viewer),
        flash,
        lambda: status.lambda && {
          version: status.lambda.version,
          createdOn: formatDate(status.lambda.createdAt),
          norms: status.lambda.norms,
        },
        recalculation: run && {
          status: run.status,
          lambdaVersion: run.lambdaVersion,
          total: run.total,
          processed: run.processed,
          remaining: run.remaining,
          startedOn: formatDate(run.startedAt),
          finishedOn: run.finishedAt ? formatDate(run.finishedAt) : null,
          error: run.error,
        },
      }),
      flash?.tone === 'error' ? 409 : 200,
    );
  };

  router.get(RECALCULATE_LAMBDA_PATH, async (c) => {
    const viewer = c.get('viewer');
    if (viewer?.role !== 'prAdmin') return c.redirect('/login', 302);
    return showRecalculation(c, viewer);
  });

  router.post(RECALCULATE_LAMBDA_PATH, async (c) => {
    const viewer = c.get('viewer');
    if (viewer?.role !== 'prAdmin' || !scopeOf(viewer.role, 'lambda.manage'))
      return c.redirect('/login', 302);
    const started = await useCases.startRecalculation({ startedBy: viewer.userId });
    if (started.ok) return c.redirect(RECALCULATE_LAMBDA_PATH, 303);
    return showRecalculation(c, viewer, {
      tone: 'error',
      message: c.get('t')('psychometrics.api.recalculationRunning'),
    });
  });

  return router;
};
