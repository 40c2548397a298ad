import { err, ok, type Result } from '#domain/shared/result.ts';
import { checkVideoUpload, type VideoType } from '#domain/trainings/video-file.ts';
import type { TrainingVideoProblem } from '#domain/trainings/training.ts';
import { parseVideoLink, type VideoLink } from '#domain/trainings/video-link.ts';
import type { StagedFile } from '#application/ports/file-storage.port.ts';
import type { TrainingVideo } from '#application/ports/training-store.port.ts';

/**
 * A training's video as a form or an API call sends it: the source chosen (`link` or `file`,
 * optional for API callers), the link field and the file field, received into the file storage's
 * staging area as it arrived (decision 043). An empty file input means no file.
 */
export type VideoInput = {
  source?: 'link' | 'file' | undefined;
  url?: string | undefined;
  file?: StagedFile | undefined;
};

/** What to do with the video: keep it, point at a link, or store a new file. */
export type VideoDecision =
  | { kind: 'keep' }
  | { kind: 'link'; link: VideoLink }
  | { kind: 'file'; file: StagedFile; type: VideoType };

const FILE_PROBLEMS = {
  'UPLOAD.EMPTY': 'fileEmpty',
  'UPLOAD.TOO_LARGE': 'fileTooLarge',
  'UPLOAD.UNSUPPORTED_TYPE': 'fileType',
} as const satisfies Record<string, TrainingVideoProblem>;

/**
 * Reads the video fields against what the training has now (null when it is being created). With
 * a source chosen, only that source's field counts (a form posts both). Without one (API callers),
 * a file or a link says which; both at once are refused. Nothing at all keeps the current video,
 * and on creation is refused. Choosing "file" without a new file keeps a current file.
 */
export const decideVideo = (
  input: VideoInput,
  current: TrainingVideo | null,
): Result<VideoDecision, TrainingVideoProblem> => {
  const url = input.url?.trim() ?? '';
  const file = input.file && input.file.size > 0 ? input.file : undefined;
  const source = input.source ?? (file && url ? 'both' : file ? 'file' : url ? 'link' : 'none');
  switch (source) {
    case 'both':
      return err('ambiguous');
    case 'none':
      return current ? ok({ kind: 'keep' }) : err('required');
    case 'link': {
      if (url === '') return err('linkRequired');
      const link = parseVideoLink(url);
      return link.ok ? ok({ kind: 'link', link: link.value }) : err('linkUnsupported');
    }
    case 'file': {
      if (!file) {
        // The file input posts an empty file when left alone: keep the file there is.
        return current?.kind === 'file' ? ok({ kind: 'keep' }) : err('fileRequired');
      }
      const checked = checkVideoUpload(file.head, file.size);
      return checked.ok
        ? ok({ kind: 'file', file, type: checked.value })
        : err(FILE_PROBLEMS[checked.error.code]);
    }
  }
};
