import { buildLambda, type FormId } from '#domain/psychometrics/index.ts';
import type { LambdaStore, PsychometricTestStore } from '#application/ports/psychometrics.port.ts';

/** Users (sellers, bpm, admins) take the 40-item form (psychometrics docs/spec/product-spec.md section 2). */
export const USER_FORM: FormId = 'seller40';

/** The norms used before any version exists: the built-in starting norms, as version 1. */
export const FIRST_LAMBDA = buildLambda(1, { seller40: [], client16: [] });

export type QuestionnairePorts = { tests: PsychometricTestStore; lambdas: LambdaStore };
