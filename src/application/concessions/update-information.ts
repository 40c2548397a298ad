import type { UploadError } from '#domain/validation/upload.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionInformation,
  ConcessionRecord,
  ConcessionStore,
} from '#application/ports/concession-settings.port.ts';
import { replacePicture, type PictureDeps } from '#application/users/picture.ts';
import { findReachableConcession, reloadConcession } from './common.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/**
 * `PUT /api/concessions/{id}`: the information tab (identity, contact, languages) and optionally a
 * new logo, checked by its bytes and re-encoded like a profile picture (decision 061). Sets
 * `infoValidated`, the owner's first set-up step.
 */
export const makeUpdateInformation =
  (deps: PictureDeps & { concessions: ConcessionStore; clock: Clock }) =>
  async (
    caller: Caller,
    concessionId: string,
    input: ConcessionInformation & { logo?: Uint8Array },
  ): Promise<Result<ConcessionRecord, ConcessionNotFound | UploadError>> => {
    const found = await findReachableConcession(deps.concessions, caller, concessionId);
    if (!found.ok) return found;
    const { logo, ...information } = input;
    const at = deps.clock.now();
    if (logo) {
      const replaced = await replacePicture(
        deps,
        logo,
        found.value.logoPath,
        (logoPath) =>
          deps.concessions.updateInformation(concessionId, { ...information, logoPath }, at),
        'logo',
      );
      if (!replaced.ok) return replaced;
    } else {
      await deps.concessions.updateInformation(concessionId, information, at);
    }
    return reloadConcession(deps.concessions, concessionId);
  };
