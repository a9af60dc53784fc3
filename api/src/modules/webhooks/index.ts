// The public face of the webhooks domain: what the domains above it and the wiring (app/) may use.
export { Webhook, WebhookDelivery } from './webhook.entity';
export { WebhookResolver } from './webhook.graphql';
export { webhookRoutes } from './webhook.rest';
export { startWebhookQueue, queueOf, type WebhookQueue, type WebhookQueueOptions } from './webhook-queue';
export { dataAsSeenBy, readKeyOf, type Viewer } from './webhook-recording';
