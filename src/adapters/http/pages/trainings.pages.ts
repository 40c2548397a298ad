import { Hono, type Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { TrainingRecord } from '#application/ports/training-store.port.ts';
import { mayAddTrainings, mayWriteTraining } from '#application/trainings/access.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import type { TrainingFieldProblems } from '#domain/trainings/training.ts';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { IslandFamily } from '#ui/page-context.ts';
import { trainingFormPage, type TrainingFormView } from '#ui/pages/shared/training-form.page.tsx';
import { trainingPage } from '#ui/pages/shared/training.page.tsx';
import { trainingsPage, type TrainingSource } from '#ui/pages/shared/trainings.page.tsx';
import { trainingInputOf } from '#adapters/http/api/trainings/training-form.ts';
import { trainingFieldMessages } from '#adapters/http/api/trainings/trainings.errors.ts';
import type { TrainingRouteDeps } from '#adapters/http/api/trainings/trainings.routes.ts';
import { toTrainingBody } from '#adapters/http/api/trainings/trainings.schemas.ts';
import { UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type TrainingPageDeps = {
  useCases: Omit<TrainingRouteDeps, 'readTrainingVideo'>;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

/**
 * The roles with training pages (docs/spec/product-spec.md section 2), each under its own prefix; the family
 * is the client entry that hydrates the delete dialog where the role's pages have one (without it
 * the dialog is a disclosure holding the real form, which works the same).
 */
const TRAINING_AREAS: readonly { prefix: string; family?: IslandFamily }[] = [
  { prefix: '/pr-admin', family: 'pr-admin' },
  { prefix: '/bpm' },
  { prefix: '/owner' },
  { prefix: '/admin' },
  { prefix: '/seller', family: 'seller' },
];

const FLASHES = ['created', 'updated', 'deleted'] as const;
type FlashName = (typeof FLASHES)[number];
const ERRORS = ['deleteFailed', 'videoTooLarge', 'noConcession'] as const;
type ErrorName = (typeof ERRORS)[number];

/** The query that asks a page to show why the last post failed, after a redirect. */
export const TRAINING_ERROR_QUERY = 'error';

const viewerOf = (c: Ctx): Viewer => {
  const viewer = c.get('viewer');
  // The role guard lets only signed-in users of the area in.
  if (!viewer) throw new Error(`${c.req.path}: a training page without a viewer`);
  return viewer;
};

const callerFor = (c: Ctx, action: Action) => {
  const viewer = viewerOf(c);
  const scope = scopeOf(viewer.role, action);
  return scope ? { actor: viewer, scope } : null;
};

const sourceOf = (viewer: Viewer, training: TrainingRecord): TrainingSource =>
  training.concessionId === null
    ? { kind: 'platform' }
    : training.concessionId === viewer.concessionId
      ? { kind: 'ownConcession' }
      : { kind: 'concession', name: training.concessionName ?? '' };

const flashOf = (c: Ctx): Flash | undefined => {
  const t = c.get('t');
  const flash = c.req.query('flash');
  if (flash && (FLASHES as readonly string[]).includes(flash)) {
    return { tone: 'success', message: t(`trainings.flash.${flash as FlashName}`) };
  }
  const error = c.req.query(TRAINING_ERROR_QUERY);
  if (!error || !(ERRORS as readonly string[]).includes(error)) return undefined;
  const messages: Record<ErrorName, string> = {
    deleteFailed: t('trainings.delete.failed'),
    videoTooLarge: t('trainings.validation.videoFileTooLarge', {
      max: MAX_VIDEO_BYTES / (1024 * 1024),
    }),
    noConcession: t('trainings.errors.noConcession'),
  };
  return { tone: 'error', message: messages[error as ErrorName] };
};

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name] : '';

/**
 * The training pages of every role, one module parametrised by the role's prefix: the list, one
 * training with its video, the add and edit forms (multipart, no script needed) and delete behind
 * the confirm dialog. Add and edit are for those the policy lets write (docs/decisions/023): the
 * others, advisors among them, get the unauthorised page.
 */
export const makeTrainingPages = ({ useCases, pages }: TrainingPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = pages;
  const frame = (c: Ctx) => layoutFrame(viewerOf(c), c.req.path, c.get('t'));
  const unauthorized = (c: Ctx) => c.redirect('/unauthorized', c.req.method === 'GET' ? 302 : 303);

  const findReadable = async (c: Ctx) => {
    const id = c.req.param('id');
    const caller = callerFor(c, 'trainings.read');
    if (!id || !UUID.test(id) || !caller) return null;
    const found = await useCases.getTraining({ ...caller, trainingId: id });
    return found.ok ? found.value : null;
  };

  for (const area of TRAINING_AREAS) {
    const { prefix } = area;
    const base = { prefix, family: area.family };
    const listPath = `${prefix}/training`;

    const renderForm = (
      c: Ctx,
      view: Omit<TrainingFormView, 'prefix' | 'family' | 'audience'>,
      status: 200 | 422 = 200,
    ) => {
      const viewer = viewerOf(c);
      const flash = flashOf(c);
      return render(
        c,
        trainingFormPage(pageContext(c), frame(c), {
          ...base,
          ...view,
          audience: scopeOf(viewer.role, 'trainings.write') === 'all' ? 'platform' : 'concession',
          flash,
        }),
        status,
      );
    };

    const refusedForm = (
      c: Ctx,
      body: Record<string, unknown>,
      fields: TrainingFieldProblems,
      view: Pick<TrainingFormView, 'mode' | 'action' | 'cancelHref' | 'hasFile'>,
    ) =>
      renderForm(
        c,
        {
          ...view,
          values: {
            name: text(body, 'name'),
            description: text(body, 'description'),
            videoSource: text(body, 'videoSource') === 'file' ? 'file' : 'link',
            videoUrl: text(body, 'videoUrl'),
          },
          errors: trainingFieldMessages(c.get('t'), fields),
        },
        422,
      );

    router.get(listPath, async (c) => {
      const caller = callerFor(c, 'trainings.read');
      if (!caller) return unauthorized(c);
      const trainings = await useCases.listTrainings(caller);
      const flash = flashOf(c);
      return render(
        c,
        trainingsPage(pageContext(c), frame(c), {
          ...base,
          canAdd: mayAddTrainings(caller.actor),
          rows: trainings.map((training) => ({
            id: training.id,
            name: training.name,
            description: training.description,
            source: sourceOf(caller.actor, training),
            updatedAt: training.updatedAt,
          })),
          flash,
        }),
      );
    });

    // Static paths before `:id`: "add" is not a training id.
    const addPath = `${listPath}/add`;
    const addView = {
      mode: 'add' as const,
      action: addPath,
      cancelHref: listPath,
      hasFile: false,
    };
    router.get(addPath, (c) => {
      if (!mayAddTrainings(viewerOf(c))) return unauthorized(c);
      return renderForm(c, {
        ...addView,
        values: { name: '', description: '', videoSource: 'link', videoUrl: '' },
        errors: {},
      });
    });

    router.post(addPath, async (c) => {
      const caller = callerFor(c, 'trainings.write');
      if (!caller) return unauthorized(c);
      const body = await c.req.parseBody();
      const created = await useCases.createTraining({
        ...caller,
        ...trainingInputOf(body),
      });
      if (created.ok) return c.redirect(`${listPath}/${created.value.id}?flash=created`, 303);
      if (created.error.code === 'TRAININGS.NO_CONCESSION') {
        return c.redirect(`${addPath}?${TRAINING_ERROR_QUERY}=noConcession`, 303);
      }
      return refusedForm(c, body, created.error.fields, addView);
    });

    router.get(`${listPath}/:id`, async (c) => {
      const training = await findReadable(c);
      if (!training) return c.notFound();
      const viewer = viewerOf(c);
      const body = toTrainingBody(training);
      const flash = flashOf(c);
      return render(
        c,
        trainingPage(pageContext(c), frame(c), {
          ...base,
          training: {
            id: training.id,
            name: training.name,
            description: training.description,
            source: sourceOf(viewer, training),
            updatedAt: training.updatedAt,
            video: body.video,
          },
          canWrite: mayWriteTraining(viewer, training),
          flash,
        }),
      );
    });

    const editView = (training: TrainingRecord) => ({
      mode: 'edit' as const,
      action: `${listPath}/${training.id}/edit`,
      cancelHref: `${listPath}/${training.id}`,
      hasFile: training.video.kind === 'file',
    });

    router.get(`${listPath}/:id/edit`, async (c) => {
      const training = await findReadable(c);
      if (!training) return c.notFound();
      if (!mayWriteTraining(viewerOf(c), training)) return unauthorized(c);
      return renderForm(c, {
        ...editView(training),
        values: {
          name: training.name,
          description: training.description,
          videoSource: training.video.kind,
          videoUrl: training.video.kind === 'link' ? training.video.url : '',
        },
        errors: {},
      });
    });

    router.post(`${listPath}/:id/edit`, async (c) => {
      const training = await findReadable(c);
      if (!training) return c.notFound();
      const caller = callerFor(c, 'trainings.write');
      if (!caller) return unauthorized(c);
      const body = await c.req.parseBody();
      const updated = await useCases.updateTraining({
        ...caller,
        ...trainingInputOf(body),
        trainingId: training.id,
      });
      if (updated.ok) return c.redirect(`${listPath}/${training.id}?flash=updated`, 303);
      switch (updated.error.code) {
        case 'TRAININGS.NOT_FOUND':
          return c.notFound();
        case 'TRAININGS.PLATFORM_READ_ONLY':
          return unauthorized(c);
        case 'TRAININGS.INVALID':
          return refusedForm(c, body, updated.error.fields, editView(training));
      }
    });

    router.post(`${listPath}/:id/delete`, async (c) => {
      const id = c.req.param('id');
      const caller = callerFor(c, 'trainings.write');
      if (!caller) return unauthorized(c);
      if (!UUID.test(id)) return c.notFound();
      const deleted = await useCases.deleteTraining({ ...caller, trainingId: id });
      if (deleted.ok) return c.redirect(`${listPath}?flash=deleted`, 303);
      // "Failed to delete training" (docs/spec/product-spec.md section 8), where the user was.
      const back = deleted.error.code === 'TRAININGS.NOT_FOUND' ? listPath : `${listPath}/${id}`;
      return c.redirect(`${back}?${TRAINING_ERROR_QUERY}=deleteFailed`, 303);
    });
  }

  return router;
};
