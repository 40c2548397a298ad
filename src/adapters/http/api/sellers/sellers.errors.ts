import type { Context } from 'hono';
import type { UpdateSellerProfileError } from '#application/sellers/update-profile.ts';
import type { ProfileIssue } from '#domain/sellers/profile.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The advisor-profile errors whose answer never varies (the validation ones are built below). */
const fixed = errorTable<Exclude<UpdateSellerProfileError, { issues: unknown }>['code']>({
  'SELLER.NOT_FOUND': refuse(404, 'sellerProfile.errors.notFound'),
  'SELLER.CONTRACT_NOT_SIGNED': refuse(409, 'sellerProfile.errors.contractNotSigned'),
  'SELLER.CONTRACT_WITHDRAWAL': refuse(409, 'sellerProfile.errors.contractWithdrawal'),
});

/** The message of one profile problem, naming its field (shared with the /seller/me form). */
export const profileIssueMessage = (t: Translate, issue: ProfileIssue): string => {
  if (issue.field === 'hobbies') {
    switch (issue.code) {
      case 'HOBBIES.COUNT':
        return t('sellerProfile.validation.hobbiesCount', {
          required: issue.required,
          count: issue.count,
        });
      case 'HOBBIES.UNKNOWN':
        return t('sellerProfile.validation.hobbiesUnknown');
      case 'HOBBIES.DUPLICATE':
        return t('sellerProfile.validation.hobbiesDuplicate');
    }
  }
  const [date] = issue.field.split('.') as ['carSellerStartedAt' | 'concessionSellerStartedAt'];
  const field = t(`sellerProfile.profile.${date}`);
  switch (issue.code) {
    case 'DATE.YEAR_REQUIRED':
      return t('sellerProfile.validation.yearRequired', { field });
    case 'DATE.YEAR_RANGE':
      return t('sellerProfile.validation.yearRange', { field, min: issue.min, max: issue.max });
    case 'DATE.MONTH_REQUIRED':
      return t('sellerProfile.validation.monthRequired', { field });
    case 'DATE.MONTH_RANGE':
      return t('sellerProfile.validation.monthRange', { field });
    case 'DATE.FUTURE':
      return t('sellerProfile.validation.future', { field });
    case 'DATE.BEFORE_CAR_SELLER':
      return t('sellerProfile.validation.beforeCarSeller', { field });
    default:
      return t('api.validation');
  }
};

/** Where a problem sits in the JSON body of PUT /api/sellers/{id}/profile. */
const pathOf = (issue: ProfileIssue) =>
  issue.field === 'hobbies' ? 'json.hobbies' : `json.experience.${issue.field}`;

/**
 * Every business error of the advisor-profile calls, answered one way (the availability calls
 * refuse with the client flow's errors: `clientsError`).
 */
const sellersError = (c: Context<AppEnv>, error: UpdateSellerProfileError) => {
  if (error.code !== 'SELLER.PROFILE_INVALID') return fixed(c, error);
  return invalidFields(
    c,
    error.issues.map((issue) => ({
      path: pathOf(issue),
      message: profileIssueMessage(c.get('t'), issue),
    })),
  );
};

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(sellersError);
