import { makeCreateTraining } from '#application/trainings/create-training.ts';
import { makeDeleteTraining } from '#application/trainings/delete-training.ts';
import { makeGetTraining } from '#application/trainings/get-training.ts';
import { makeListTrainings } from '#application/trainings/list-trainings.ts';
import { makeReadTrainingVideo } from '#application/trainings/read-training-video.ts';
import { makeUpdateTraining } from '#application/trainings/update-training.ts';
import type { Adapters } from './adapters.ts';

/** Trainings, their videos in the private file storage (see `privateFiles` in adapters.ts). */
export const buildTrainings = ({ stores, privateFiles: files, clock }: Adapters) => {
  const { trainings } = stores;
  return {
    listTrainings: makeListTrainings({ trainings }),
    getTraining: makeGetTraining({ trainings }),
    createTraining: makeCreateTraining({ trainings, files, clock }),
    updateTraining: makeUpdateTraining({ trainings, files, clock }),
    deleteTraining: makeDeleteTraining({ trainings, files }),
    readTrainingVideo: makeReadTrainingVideo({ trainings, files }),
  };
};
