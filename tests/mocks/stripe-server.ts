import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** What the fake received: the path and the form fields of one API request. */
export type StripeRequest = { path: string; form: Record<string, string> };

export type FakeStripe = {
  url: string;
  requests: StripeRequest[];
  /** A webhook body and its `Stripe-Signature` header, signed with `secret` as Stripe signs. */
  signedEvent: (
    event: { id: string; type: string; created: number; object: Record<string, unknown> },
    secret?: string,
  ) => { body: string; signature: string };
  close: () => Promise<void>;
};

/**
 * A local stand-in for the parts of Stripe's HTTP API the app calls (docs/spec/decisions.md section
 * 10, decisions 069, 092): Checkout sessions, subscriptions (read and update), billing portal
 * sessions, and webhook events signed with the
 * webhook secret the way Stripe signs them (the official SDK's own test signer). It checks the
 * secret key (`Authorization: Bearer`), answers Stripe's JSON shapes and records every request.
 */
export const startFakeStripe = async (options: {
  secretKey: string;
  webhookSecret: string;
  port?: number;
}): Promise<FakeStripe> => {
  const requests: StripeRequest[] = [];
  let sequence = 0;
  const stripe = new Stripe(options.secretKey);

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${sequence}`,
    });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, type: string, message: string) =>
    answer(response, status, { error: { type, message } });

  const readForm = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  };

  // Every subscription exists, with one item; an update answers it with the fields sent.
  const subscriptionAt = (id: string, form: Record<string, string>) => ({
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: form.cancel_at_period_end === 'true',
    metadata: { extraSellerLicences: form['metadata[extraSellerLicences]'] ?? '0' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: {
            id: `price_${id}`,
            object: 'price',
            product: `prod_${id}`,
            unit_amount: Number(form['items[0][price_data][unit_amount]'] ?? 49_900),
            recurring: { interval: form['items[0][price_data][recurring][interval]'] ?? 'month' },
          },
        },
      ],
    },
  });

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      error(response, 401, 'invalid_request_error', 'Invalid API Key provided');
      return;
    }
    const form = request.method === 'POST' ? await readForm(request) : {};
    requests.push({ path, form });
    sequence += 1;
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (
        form.mode !== 'subscription' ||
        !form.success_url ||
        !form['line_items[0][price_data][unit_amount]']
      ) {
        error(response, 400, 'invalid_request_error', 'Missing required param');
        return;
      }
      const id = `cs_test_${sequence}`;
      answer(response, 200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        client_reference_id: form.client_reference_id ?? null,
        url: `${origin}/pay/${id}`,
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) {
        error(response, 400, 'invalid_request_error', 'Missing required param: customer.');
        return;
      }
      answer(response, 200, {
        id: `bps_${sequence}`,
        object: 'billing_portal.session',
        customer: form.customer,
        url: `${origin}/portal/${form.customer}`,
      });
      return;
    }
    const subscription = /^\/v1\/subscriptions\/(sub_[\w]+)$/.exec(path)?.[1];
    if (subscription) {
      answer(response, 200, subscriptionAt(subscription, request.method === 'POST' ? form : {}));
      return;
    }
    error(
      response,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${path})`,
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    signedEvent: (event, secret = options.webhookSecret) => {
      const body = JSON.stringify({
        id: event.id,
        object: 'event',
        type: event.type,
        created: event.created,
        api_version: '2025-01-27.acacia',
        livemode: false,
        data: { object: event.object },
      });
      return {
        body,
        signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
