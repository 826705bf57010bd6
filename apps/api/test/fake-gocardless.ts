import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSignature } from '../src/lib/payments/webhook-signature.ts';

/**
 * A local GoCardless API for the tests, speaking the published API reference's shapes
 * (https://developer.gocardless.com/api-reference): resources wrapped in their plural
 * key, `data` envelopes on POST, Idempotency-Key conflicts answered 409
 * `idempotent_creation_conflict` with `links.conflicting_resource_id`, Billing Requests
 * and Billing Request Flows, payments, mandates and subscriptions. The test plays the
 * payer (`fulfil`) and GoCardless's webhooks (`webhookBody` signed with the secret), as
 * the Google tests use a local OIDC provider.
 */

type Obj = Record<string, unknown> & { id: string };

export interface FakeGoCardless {
  url: string;
  token: string;
  /** Every request: method, path, Idempotency-Key, Authorization. */
  requests: { method: string; path: string; idempotencyKey?: string; authorization?: string }[];
  billingRequests: Map<string, Obj>;
  payments: Map<string, Obj>;
  mandates: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** The payer authorises on the hosted page: mandate + first payment, request fulfilled. */
  fulfil(billingRequestId: string): { mandateId: string; paymentId: string };
  /** A payment the provider made on a subscription (a renewal). */
  subscriptionPayment(subscriptionId: string): string;
  setPaymentStatus(paymentId: string, status: string): void;
  setMandateStatus(mandateId: string, status: string): void;
  /** How many payments were created (one charge = one). */
  paymentsCreated(): number;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface WebhookEventInput {
  resource_type: string;
  action: string;
  links: Record<string, string>;
  id?: string;
  details?: Record<string, string>;
}

/** A webhook body as GoCardless sends it, and its Webhook-Signature. */
export function webhookBody(events: WebhookEventInput[], secret: string) {
  const body = JSON.stringify({
    events: events.map((e) => ({
      id: e.id ?? newId('EV'),
      created_at: new Date().toISOString(),
      resource_type: e.resource_type,
      action: e.action,
      links: e.links,
      details: e.details ?? { origin: 'gocardless', cause: e.action, description: e.action },
      metadata: {},
    })),
    meta: { webhook_id: newId('WB') },
  });
  return { body, signature: webhookSignature(body, secret) };
}

export async function startFakeGoCardless(): Promise<FakeGoCardless> {
  const token = `sandbox_${randomBytes(12).toString('hex')}`;
  const requests: FakeGoCardless['requests'] = [];
  const stores = {
    billing_requests: new Map<string, Obj>(),
    billing_request_flows: new Map<string, Obj>(),
    payments: new Map<string, Obj>(),
    mandates: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
  };
  const byKey = new Map<string, string>();
  let created = 0;
  let base = '';

  function json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  function notFound(res: http.ServerResponse) {
    json(res, 404, {
      error: {
        message: 'Resource not found',
        type: 'invalid_api_usage',
        code: 404,
        request_id: newId('RQ'),
        documentation_url: 'https://developer.gocardless.com/api-reference#resource_not_found',
        errors: [{ reason: 'resource_not_found', message: 'Resource not found' }],
      },
    });
  }

  function create(kind: keyof typeof stores, data: Record<string, unknown>): Obj {
    const prefix = {
      billing_requests: 'BRQ',
      billing_request_flows: 'BRF',
      payments: 'PM',
      mandates: 'MD',
      subscriptions: 'SB',
    }[kind];
    const obj: Obj = { id: newId(prefix), created_at: new Date().toISOString(), ...data };
    stores[kind].set(obj.id, obj);
    return obj;
  }

  function handlePost(kind: keyof typeof stores, data: Record<string, unknown>): Obj | string {
    const links = (data.links ?? {}) as Record<string, string>;
    switch (kind) {
      case 'billing_requests':
        return create(kind, {
          status: 'pending',
          mandate_request: data.mandate_request,
          payment_request: data.payment_request,
          metadata: data.metadata ?? {},
          links: {},
        });
      case 'billing_request_flows': {
        if (!stores.billing_requests.has(links.billing_request ?? '')) return 'billing_request';
        const flow = create(kind, {
          redirect_uri: data.redirect_uri,
          exit_uri: data.exit_uri,
          links: { billing_request: links.billing_request },
        });
        flow.authorisation_url = `${base}/pay/${flow.id}`;
        return flow;
      }
      case 'payments': {
        const mandate = stores.mandates.get(links.mandate ?? '');
        if (!mandate) return 'mandate';
        created += 1;
        return create(kind, {
          amount: data.amount,
          currency: data.currency,
          description: data.description,
          status: 'pending_submission',
          charge_date: new Date().toISOString().slice(0, 10),
          links: { mandate: mandate.id, creditor: 'CR1' },
          metadata: data.metadata ?? {},
        });
      }
      case 'subscriptions': {
        if (!stores.mandates.has(links.mandate ?? '')) return 'mandate';
        return create(kind, {
          amount: data.amount,
          currency: data.currency,
          name: data.name,
          interval_unit: data.interval_unit,
          interval: data.interval ?? 1,
          start_date: data.start_date,
          status: 'active',
          upcoming_payments: [{ charge_date: data.start_date, amount: data.amount }],
          links: { mandate: links.mandate },
          metadata: data.metadata ?? {},
        });
      }
      default:
        return 'path';
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      if (req.headers.authorization !== `Bearer ${token}`) {
        json(res, 401, {
          error: {
            message: 'Unauthorized',
            type: 'invalid_api_usage',
            code: 401,
            errors: [{ reason: 'unauthorized', message: 'Unauthorized' }],
          },
        });
        return;
      }
      const parts = url.pathname.split('/').filter(Boolean);
      const kind = parts[0] as keyof typeof stores;
      const store = stores[kind];
      if (!store) return notFound(res);
      if (req.method === 'POST' && parts.length === 1) {
        const body = JSON.parse(raw || '{}') as Record<string, Record<string, unknown>>;
        const data = body[kind] ?? body.data ?? {};
        const cacheKey = `${kind}:${String(key)}`;
        const earlier = typeof key === 'string' ? byKey.get(cacheKey) : undefined;
        if (earlier) {
          return json(res, 409, {
            error: {
              message: 'A resource has already been created with this idempotency key',
              type: 'invalid_state',
              code: 409,
              request_id: newId('RQ'),
              documentation_url:
                'https://developer.gocardless.com/api-reference#idempotent_creation_conflict',
              errors: [
                {
                  reason: 'idempotent_creation_conflict',
                  message: 'A resource has already been created with this idempotency key',
                  links: { conflicting_resource_id: earlier },
                },
              ],
            },
          });
        }
        const made = handlePost(kind, data);
        if (typeof made === 'string') {
          return json(res, 422, {
            error: {
              message: 'Validation failed',
              type: 'validation_failed',
              code: 422,
              errors: [{ field: made, message: 'is invalid' }],
            },
          });
        }
        if (typeof key === 'string') byKey.set(cacheKey, made.id);
        return json(res, 201, { [kind]: made });
      }
      const obj = store.get(parts[1] ?? '');
      if (!obj) return notFound(res);
      if (req.method === 'GET' && parts.length === 2) return json(res, 200, { [kind]: obj });
      if (req.method === 'POST' && parts[2] === 'actions' && parts[3] === 'cancel') {
        obj.status = 'cancelled';
        return json(res, 200, { [kind]: obj });
      }
      return notFound(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    token,
    requests,
    billingRequests: stores.billing_requests,
    payments: stores.payments,
    mandates: stores.mandates,
    subscriptions: stores.subscriptions,
    fulfil(billingRequestId) {
      const request = stores.billing_requests.get(billingRequestId)!;
      const customer = newId('CU');
      const mandate = create('mandates', {
        status: 'pending_submission',
        scheme: 'bacs',
        links: { customer },
      });
      const paymentRequest = request.payment_request as {
        amount: number;
        currency: string;
        description: string;
      };
      created += 1;
      const payment = create('payments', {
        amount: paymentRequest.amount,
        currency: paymentRequest.currency,
        description: paymentRequest.description,
        status: 'pending_submission',
        charge_date: new Date().toISOString().slice(0, 10),
        links: { mandate: mandate.id },
      });
      request.status = 'fulfilled';
      request.links = {
        customer,
        mandate_request_mandate: mandate.id,
        payment_request_payment: payment.id,
      };
      return { mandateId: mandate.id, paymentId: payment.id };
    },
    subscriptionPayment(subscriptionId) {
      const s = stores.subscriptions.get(subscriptionId)!;
      created += 1;
      return create('payments', {
        amount: s.amount,
        currency: 'GBP',
        status: 'pending_submission',
        charge_date: new Date().toISOString().slice(0, 10),
        links: { mandate: (s.links as { mandate: string }).mandate, subscription: s.id },
      }).id;
    },
    setPaymentStatus(paymentId, status) {
      stores.payments.get(paymentId)!.status = status;
    },
    setMandateStatus(mandateId, status) {
      stores.mandates.get(mandateId)!.status = status;
    },
    paymentsCreated: () => created,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
