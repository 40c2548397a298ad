import { createRoute, z } from '@hono/zod-openapi';
import { operationIdOf, securityOf } from '#adapters/http/api/openapi-contract.ts';
import type { Context } from 'hono';
import type { makeCreateTraining } from '#application/trainings/create-training.ts';
import type { makeDeleteTraining } from '#application/trainings/delete-training.ts';
import type { makeGetTraining } from '#application/trainings/get-training.ts';
import type { makeListTrainings } from '#application/trainings/list-trainings.ts';
import type { makeReadTrainingVideo } from '#application/trainings/read-training-video.ts';
import type { makeUpdateTraining } from '#application/trainings/update-training.ts';
import type { OpenedFile } from '#application/ports/file-storage.port.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { authorize } from '#adapters/http/middleware/authorize.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import {
  apiRoutes,
  createApiRouter,
  ErrorSchema,
  ValidationErrorSchema,
} from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { parseByteRange } from './byte-range.ts';
import { trainingInputOf } from './training-form.ts';
import { respond, trainingsError } from './trainings.errors.ts';
import {
  DeletedTrainingSchema,
  toTrainingBody,
  TrainingForm,
  TrainingSchema,
} from './trainings.schemas.ts';
import { multipartBody } from '#adapters/http/api/forms.ts';

export type TrainingRouteDeps = {
  listTrainings: ReturnType<typeof makeListTrainings>;
  getTraining: ReturnType<typeof makeGetTraining>;
  createTraining: ReturnType<typeof makeCreateTraining>;
  updateTraining: ReturnType<typeof makeUpdateTraining>;
  deleteTraining: ReturnType<typeof makeDeleteTraining>;
  readTrainingVideo: ReturnType<typeof makeReadTrainingVideo>;
};

const trainings = apiRoutes('Trainings');
const visibility =
  'Platform trainings (no dealership) are offered to every dealership; a dealership’s own trainings are seen by its staff, its Best Pairing managers and the PR admin.';

const listRoute = trainings.get('/api/trainings', 'trainings.read', {
  summary: 'The trainings within reach, most recently updated first',
  description: visibility,
  success: { description: 'The trainings', schema: z.array(TrainingSchema) },
});

const createTrainingRoute = trainings.post('/api/trainings', 'trainings.write', {
  summary:
    'Add a training: the PR admin for every dealership, owners and administrators for theirs',
  description:
    'The video is a YouTube or Vimeo link (`videoUrl`) or an MP4 or WebM file (`video`). Send one of them, or say which with `videoSource`.',
  request: { body: multipartBody(TrainingForm) },
  success: { status: 201, description: 'The new training', schema: TrainingSchema },
  errors: [403, 413],
});

const getRoute = trainings.get('/api/trainings/{id}', 'trainings.read', {
  summary: 'One training',
  description: visibility,
  success: { description: 'The training', schema: TrainingSchema },
});

const updateRoute = trainings.put('/api/trainings/{id}', 'trainings.write', {
  summary: 'Change a training; without a new video the current one is kept',
  description:
    'Owners and administrators change their own dealership’s trainings only: a platform training answers 403 TRAININGS.PLATFORM_READ_ONLY.',
  request: { body: multipartBody(TrainingForm) },
  success: { description: 'The updated training', schema: TrainingSchema },
  errors: [403, 413],
});

const deleteRoute = trainings.delete('/api/trainings/{id}', 'trainings.write', {
  summary: 'Delete a training and its video file',
  success: { description: 'Deleted', schema: DeletedTrainingSchema },
  errors: [403],
});

const binary = z.string().openapi({ type: 'string', format: 'binary' });
const videoContent = { 'video/mp4': { schema: binary }, 'video/webm': { schema: binary } };
const errorContent = { 'application/json': { schema: ErrorSchema } };

/** The only route that answers bytes, so it declares its responses itself. */
const videoRoute = createRoute({
  method: 'get',
  path: '/api/trainings/{id}/video',
  operationId: operationIdOf('get', '/api/trainings/{id}/video'),
  security: securityOf('get', 'trainings.read'),
  tags: ['Trainings'],
  summary: 'The uploaded video of a training (inline; one byte range at a time if asked)',
  description: `${visibility} Served only to those who may see the training, never from the public uploads.`,
  middleware: authorize('trainings.read'),
  'x-action': 'trainings.read',
  request: { params: IdParams },
  responses: {
    200: { description: 'The whole video', content: videoContent },
    206: {
      description: 'The byte range asked for (`Range: bytes=start-end`)',
      content: videoContent,
    },
    304: { description: 'Not modified since the ETag sent' },
    400: {
      description: 'The request does not match the schema',
      content: { 'application/json': { schema: ValidationErrorSchema } },
    },
    401: { description: 'Not signed in', content: errorContent },
    403: { description: 'Not allowed for this account', content: errorContent },
    404: { description: 'No such training within reach, or it has no file', content: errorContent },
    416: { description: 'The range starts past the end of the video', content: errorContent },
    500: { description: 'Unexpected server error', content: errorContent },
  },
});

/**
 * Streams the file from the disk (decision 043): the file's type as found at upload, inline, never
 * sniffed (nosniff is on every response). The ETag follows the training's update time, which moves
 * whenever the video is replaced, so browsers may keep a copy but always ask.
 */
const sendVideo = (c: Context<AppEnv>, file: OpenedFile, etag: string) => {
  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', 'inline');
  c.header('Accept-Ranges', 'bytes');
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  const { size } = file;
  const range = parseByteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.json(
      {
        message: c.get('t')('trainings.errors.rangeNotSatisfiable'),
        code: 'RANGE_NOT_SATISFIABLE',
      },
      416,
    );
  }
  if (!range) {
    c.header('Content-Length', String(size));
    return c.body(file.stream(), 200);
  }
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  c.header('Content-Length', String(range.end - range.start + 1));
  return c.body(file.stream(range), 206);
};

/** Trainings (docs/spec/product-spec.md section 7): the list, one training, its video, and the writes. */
export const makeTrainingRoutes = (deps: TrainingRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const trainings = await deps.listTrainings(callerOf(c));
      return c.json({ data: trainings.map(toTrainingBody) }, 200);
    })
    .openapi(createTrainingRoute, async (c) => {
      const input = trainingInputOf(c.req.valid('form'));
      const result = await deps.createTraining({ ...callerOf(c), ...input });
      return respond(c, result, toTrainingBody, 201);
    })
    .openapi(getRoute, async (c) => {
      const result = await deps.getTraining({
        ...callerOf(c),
        trainingId: c.req.valid('param').id,
      });
      return respond(c, result, toTrainingBody);
    })
    .openapi(updateRoute, async (c) => {
      const input = trainingInputOf(c.req.valid('form'));
      const result = await deps.updateTraining({
        ...callerOf(c),
        ...input,
        trainingId: c.req.valid('param').id,
      });
      return respond(c, result, toTrainingBody);
    })
    .openapi(deleteRoute, async (c) => {
      const result = await deps.deleteTraining({
        ...callerOf(c),
        trainingId: c.req.valid('param').id,
      });
      return respond(c, result, (deleted) => deleted);
    })
    .openapi(videoRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await deps.readTrainingVideo({ ...callerOf(c), trainingId: id });
      if (!result.ok) return trainingsError(c, result.error);
      // Any change of the training (a new video among them) moves its update time.
      const etag = `"${id}-${result.value.updatedAt.getTime()}"`;
      return sendVideo(c, result.value.file, etag);
    });
