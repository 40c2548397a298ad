import type { Mailer } from '#application/ports/mailer.port.ts';
import { deliverOutboxMessage, type DeliveryDeps } from './delivery.ts';

export type DeliverEmailDeps = DeliveryDeps & { mailer: Mailer };

export const makeDeliverEmail = (deps: DeliverEmailDeps) =>
  deliverOutboxMessage(deps, 'email', (message) => {
    if (message.subject === null || message.html === null) {
      throw new Error(`Outbox message ${message.id} is not an email`);
    }
    return deps.mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
    });
  });
