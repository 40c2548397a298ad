import type { Sms } from '#application/ports/sms.port.ts';
import { deliverOutboxMessage, type DeliveryDeps } from './delivery.ts';

export type DeliverSmsDeps = DeliveryDeps & { sms: Sms };

export const makeDeliverSms = (deps: DeliverSmsDeps) =>
  deliverOutboxMessage(deps, 'sms', (message) =>
    deps.sms.send({ to: message.to, body: message.text }),
  );
