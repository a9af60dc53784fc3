import { z } from 'zod';
import { answerId, instant } from '../records/answer-fields';
import { PING_EVENT, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './webhook.schemas';

const eventAnswer = z.enum(WEBHOOK_EVENTS).meta({ description: 'An event type' });

export const webhookAnswer = z
  .object({
    id: answerId('The webhook'),
    companyId: answerId('The company'),
    url: z.string().meta({ description: 'Where events are POSTed' }),
    events: z.array(eventAnswer).meta({ description: 'The events it receives' }),
    description: z.string().meta({ description: 'Description (may be empty)' }),
    active: z.boolean().meta({ description: 'Whether deliveries are made' }),
    disabledAt: instant('When failing deliveries turned it off').nullable().meta({
      description: 'When failing deliveries turned it off; null otherwise',
    }),
    previousSecretExpiresAt: instant('Until when the secret a roll replaced still signs').nullable().meta({
      description: 'Until when the secret a roll replaced still signs; null when no roll overlaps',
    }),
    createdAt: instant('When it was created'),
    updatedAt: instant('When it last changed'),
  })
  .meta({ id: 'Webhook', description: 'A webhook (never its secret)' });

export const createdWebhookAnswer = webhookAnswer
  .extend({ secret: z.string().meta({ description: 'The signing secret: shown this once only' }) })
  .meta({ id: 'CreatedWebhook', description: 'A new webhook with its signing secret' });

export const rolledWebhookAnswer = webhookAnswer
  .extend({ secret: z.string().meta({ description: 'The new secret (whsec_…): shown this once only' }) })
  .meta({ id: 'RolledWebhook', description: 'A webhook whose secret was just rolled, with the new secret' });

export const webhookDeliveryAnswer = z
  .object({
    id: z.string().meta({ description: 'The delivery' }),
    webhookId: answerId('The webhook'),
    eventId: z.string().meta({ description: 'The event (its id is the same in every delivery of it)' }),
    eventType: z.union([eventAnswer, z.literal(PING_EVENT)]).meta({ description: 'An event type, or `ping`' }),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({ description: 'Where the delivery stands' }),
    attempts: z.int().nonnegative().meta({ description: 'Attempts made' }),
    responseCode: z.int().nullable().meta({ description: "The last attempt's HTTP status, or null" }),
    error: z.string().nullable().meta({ description: "The last attempt's error, or null" }),
    lastAttemptAt: instant('The last attempt').nullable().meta({ description: 'The last attempt, or null' }),
    deliveredAt: instant('When it was delivered').nullable().meta({ description: 'When it was delivered, or null' }),
    createdAt: instant('When it was queued'),
  })
  .meta({ id: 'WebhookDelivery', description: 'One delivery of an event to a webhook' });
