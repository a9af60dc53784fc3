import { z } from 'zod';
import {
  createWebhookSchema,
  redeliverFailedSchema,
  SECRET_OVERLAP_HOURS,
  updateWebhookSchema,
} from '@staffpay/schema/webhooks/webhook.schemas';
import { companyAndBody, companyAndId, companyIdAndBody, defineRoutes, param, successBody } from '../../shared/rest';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  updateWebhook,
  rollWebhookSecret,
} from './webhook.service';
import {
  createdWebhookAnswer,
  rolledWebhookAnswer,
  webhookAnswer,
  webhookDeliveryAnswer,
} from '@staffpay/schema/webhooks/webhook.responses';
import { pingWebhook, redeliverEvent, redeliverFailed } from './webhook-redelivery.service';

const deliveryIdParam = z.uuid().meta({ description: 'The delivery' });
const eventIdParam = z.uuid().meta({ description: 'The event (its id: the payload’s id, X-StaffPay-Event-Id)' });
const queuedBody = z.object({ queued: z.int().min(0).meta({ description: 'How many deliveries were queued' }) });

export const webhookRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/companies/:id/webhooks',
      status: 201,
      doc: {
        summary: 'Create a webhook',
        description: 'The answer holds the signing secret (`whsec_…`), shown this once only.',
        body: createWebhookSchema,
        response: createdWebhookAnswer,
      },
      company: { in: 'path', param: 'id' },
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createWebhook(ctx, companyId, data),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/webhooks',
      doc: { summary: "The company's webhooks", response: z.array(webhookAnswer) },
      company: { in: 'path', param: 'id' },
      handler: (ctx, companyId) => listWebhooks(ctx, companyId),
    },
    {
      method: 'PATCH',
      path: '/api/webhooks/:id',
      doc: {
        summary: 'Change a webhook',
        description: 'Only the fields sent change; `active: true` turns a webhook disabled by failures on again.',
        body: updateWebhookSchema,
        response: webhookAnswer,
      },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateWebhook(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/webhooks/:id',
      doc: { summary: 'Delete a webhook and its deliveries', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteWebhook(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/webhooks/:id/deliveries',
      doc: {
        summary: "A webhook's latest deliveries",
        description: 'Newest first, 100 at most: status, attempts, the last response code and time, the event.',
        response: z.array(webhookDeliveryAnswer),
      },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => listDeliveries(ctx, companyId, id),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      doc: {
        summary: 'Send a delivery again',
        description: 'The same body and event id, signed anew, with the usual retries.',
        params: { deliveryId: deliveryIdParam },
        response: webhookDeliveryAnswer,
      },
      company: 'body',
      input: (req, companyId) => ({ ...companyAndId(req, companyId), deliveryId: param(req, 'deliveryId') }),
      handler: (ctx, { companyId, id, deliveryId }) => redeliver(ctx, companyId, id, deliveryId),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/ping',
      doc: {
        summary: 'Send a ping',
        description:
          'A delivery of type `ping` (data `{ webhookId, zen }`), signed and retried like any other; a disabled webhook: 409.',
        response: webhookDeliveryAnswer,
      },
      company: 'body',
      input: companyAndId,
      handler: (ctx, { companyId, id }) => pingWebhook(ctx, companyId, id),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/roll-secret',
      doc: {
        summary: 'Roll the signing secret',
        description: `The answer holds the new secret, shown this once. For ${SECRET_OVERLAP_HOURS} h the old one signs too: X-StaffPay-Signature carries \`t=…,v1=<new>,v1=<old>\`, then only the new.`,
        response: rolledWebhookAnswer,
      },
      company: 'body',
      input: companyAndId,
      handler: (ctx, { companyId, id }) => rollWebhookSecret(ctx, companyId, id),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/events/:eventId/redeliver',
      doc: {
        summary: 'Send an event again',
        description:
          'By the event’s id: its delivery again (the same body), or one made now from the kept event when this webhook never recorded it. Another company’s, an expired or an unheard event: 404; a disabled webhook: 409.',
        params: { eventId: eventIdParam },
        response: queuedBody,
      },
      company: 'body',
      input: (req, companyId) => ({ ...companyAndId(req, companyId), eventId: param(req, 'eventId') }),
      handler: (ctx, { companyId, id, eventId }) => redeliverEvent(ctx, companyId, id, eventId),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/redeliver-failed',
      doc: {
        summary: 'Send again everything failed since an instant',
        description:
          'Every delivery recorded since `since` that failed for good or was skipped while the webhook was off, oldest first; a disabled webhook: 409 (turn it on first).',
        body: redeliverFailedSchema,
        response: queuedBody,
      },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => redeliverFailed(ctx, companyId, id, data),
    },
  ],
  'Webhooks',
);
