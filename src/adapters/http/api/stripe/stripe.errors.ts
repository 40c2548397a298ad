import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The payment calls' business errors (docs/decisions/069). */
const stripeError = errorTable({
  'CHECKOUT.PLAN_NOT_FOUND': refuse(404, 'billing.checkout.planNotFound'),
  'CHECKOUT.TOO_MANY_LICENCES': refuse(422, 'billing.checkout.tooManyLicences'),
  'CHECKOUT.ALREADY_PAID': refuse(409, 'billing.checkout.alreadyPaid'),
  'PORTAL.NO_CUSTOMER': refuse(409, 'billing.history.noCustomer'),
  'SUBSCRIPTION.NOT_PAID': refuse(409, 'billingChanges.errors.notPaid'),
  'SUBSCRIPTION.ENDED': refuse(409, 'billingChanges.errors.ended'),
  'SUBSCRIPTION.TOO_MANY_LICENCES': refuse(422, 'billing.checkout.tooManyLicences'),
  'SUBSCRIPTION.SEATS_IN_USE': refuse(409, 'billingChanges.errors.seatsInUse'),
});

export const respond = responder(stripeError);

/** The platform's PUT of a dealership's subscription (decision 104): its refusals. */
export const respondSubscriptionState = responder(
  errorTable({
    NOT_FOUND: refuse(404, 'api.notFound'),
    'SUBSCRIPTION.SEATS_IN_USE': refuse(409, 'billingSeats.errors.seatsInUse'),
  }),
);
