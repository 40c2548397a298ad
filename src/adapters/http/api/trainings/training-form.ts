import type { TrainingInput } from '#application/trainings/create-training.ts';

/**
 * A posted training form (the API's validated multipart body, or a page's raw one) as the use
 * cases take it. An empty file input means no file; anything that is not text counts as empty.
 */
export const trainingInputOf = async (form: Record<string, unknown>): Promise<TrainingInput> => {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const source = text('videoSource');
  const file = form.video;
  return {
    name: text('name'),
    description: text('description'),
    video: {
      source: source === 'link' || source === 'file' ? source : undefined,
      url: text('videoUrl'),
      file:
        file instanceof File && file.size > 0
          ? new Uint8Array(await file.arrayBuffer())
          : undefined,
    },
  };
};
