import type { TrainingInput } from '#application/trainings/create-training.ts';
import { ReceivedFile } from '#adapters/http/middleware/streamed-form.ts';

/**
 * A posted training form (the API's validated multipart body, or a page's raw one) as the use
 * cases take it. The video arrives already written to the staging area (decision 043); an empty
 * file input means no file, and anything that is not a received file counts as none.
 */
export const trainingInputOf = (form: Record<string, unknown>): TrainingInput => {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const source = text('videoSource');
  const file = form.video;
  return {
    name: text('name'),
    description: text('description'),
    video: {
      source: source === 'link' || source === 'file' ? source : undefined,
      url: text('videoUrl'),
      file: file instanceof ReceivedFile && file.size > 0 ? file.staged : undefined,
    },
  };
};
