import { z } from 'zod';
import { createWebhookSchema, updateWebhookSchema } from '@staffpay/schema/webhooks/webhook.schemas';
import {
  body,
  bodyCompanyId,
  companyQuery,
  defineRoutes,
  intId,
  param,
  query,
  successBody,
  withCompany,
} from '../../shared/rest';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  updateWebhook,
} from './webhook.service';

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
        params: { id: 'The company' },
        body: createWebhookSchema,
        response: 'The webhook with its secret',
      },
      input: (req) => ({ companyId: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { companyId, data }) => createWebhook(ctx, companyId, data),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/webhooks',
      doc: { summary: "The company's webhooks", params: { id: 'The company' }, response: 'Webhooks, never secrets' },
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, companyId) => listWebhooks(ctx, companyId),
    },
    {
      method: 'PATCH',
      path: '/api/webhooks/:id',
      doc: {
        summary: 'Change a webhook',
        description: 'Only the fields sent change; `active: true` turns a webhook disabled by failures on again.',
        body: withCompany(updateWebhookSchema),
        response: 'The webhook',
      },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateWebhook(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/webhooks/:id',
      doc: { summary: 'Delete a webhook and its deliveries', query: companyQuery, response: successBody },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => deleteWebhook(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/webhooks/:id/deliveries',
      doc: {
        summary: "A webhook's latest deliveries",
        description: 'Newest first, 100 at most: status, attempts, the last response code and time, the event.',
        query: companyQuery,
        response: 'Deliveries',
      },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => listDeliveries(ctx, companyId, id),
    },
    {
      method: 'POST',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      doc: {
        summary: 'Send a delivery again',
        description: 'The same body and event id, signed anew, with the usual retries.',
        params: { deliveryId: deliveryIdParam },
        body: withCompany(),
        response: 'The delivery, queued',
      },
      input: (req) => ({ id: intId(param(req, 'id')), deliveryId: param(req, 'deliveryId'), data: body(req) }),
      handler: (ctx, { id, deliveryId, data }) => redeliver(ctx, bodyCompanyId(data), id, deliveryId),
    },
  ],
  'Webhooks',
);
