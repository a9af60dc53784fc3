import { z } from 'zod';
import { createWebhookSchema, updateWebhookSchema } from '@staffpay/schema/webhooks/webhook.schemas';
import { companyAndBody, companyAndId, companyIdAndBody, defineRoutes, param, successBody } from '../../shared/rest';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  updateWebhook,
} from './webhook.service';
import {
  createdWebhookAnswer,
  webhookAnswer,
  webhookDeliveryAnswer,
} from '@staffpay/schema/webhooks/webhook.responses';

const deliveryIdParam = z.uuid().meta({ description: 'The delivery' });

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
  ],
  'Webhooks',
);
