import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { DateTime } from '../../shared/graphql/scalars';
import { pingWebhook, redeliverEvent, redeliverFailed } from './webhook-redelivery.service';
import type { RequestContext } from '../../shared/context';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rollWebhookSecret,
  updateWebhook,
} from './webhook.service';

const EVENTS_NOTE =
  'employee.created|updated|deleted, department.*, branch.*, ledger.record.created|updated|deleted, payroll.period.fixed|reopened, payRun.submitted|approved|returned';

@ObjectType('Webhook', { description: 'An address the company sends signed events to (its secret is never answered)' })
class WebhookType {
  @Field(() => Int, { description: 'The webhook’s id' }) id: number;
  @Field(() => Int, { description: 'The company it belongs to' }) companyId: number;
  @Field(() => String, { description: 'The http(s) address events are POSTed to' }) url: string;
  @Field(() => [String], { description: `The events it receives: ${EVENTS_NOTE}` }) events: string[];
  @Field(() => String, { description: 'What it is for, in the company’s words' }) description: string;
  @Field(() => Boolean, {
    description:
      'Whether events are sent; false after WEBHOOK_DISABLE_AFTER_DAYS (3) days of only failed attempts (events are still recorded, skipped)',
  })
  active: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'When failing deliveries turned it off (ISO 8601); null while on or turned off by hand',
  })
  disabledAt: string | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'Until when the secret a roll replaced still signs too (a second v1=); null when none does',
  })
  previousSecretExpiresAt: string | null;
  @Field(() => String, { description: 'When it was created (ISO 8601)' }) createdAt: string;
  @Field(() => String, { description: 'When it was last changed (ISO 8601)' }) updatedAt: string;
}

@ObjectType('CreatedWebhook', { description: 'A new webhook with its signing secret, shown this once only' })
class CreatedWebhookType extends WebhookType {
  @Field(() => String, {
    description: 'The signing secret (whsec_…) of X-StaffPay-Signature; store it now, it is never shown again',
  })
  secret: string;
}

@ObjectType('RolledWebhookSecret', {
  description:
    'A webhook with its new signing secret, shown this once; the old one signs too until previousSecretExpiresAt',
})
class RolledWebhookSecretType extends WebhookType {
  @Field(() => String, { description: 'The new signing secret (whsec_…); store it now, it is never shown again' })
  secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to one webhook and its latest attempt' })
class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery’s id (a UUID)' }) id: string;
  @Field(() => Int, { description: 'The webhook it was sent to' }) webhookId: number;
  @Field(() => ID, { description: 'The event’s idempotency id: the payload’s id and X-StaffPay-Event-Id' })
  eventId: string;
  @Field(() => String, { description: 'The event’s type, e.g. ledger.record.created, or ping' }) eventType: string;
  @Field(() => String, {
    description: 'pending (queued or retrying), delivered, failed, or skipped (recorded while the webhook was off)',
  })
  status: string;
  @Field(() => Int, { description: 'Attempts made so far' }) attempts: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the latest answer; null when none came' })
  responseCode: number | null;
  @Field(() => String, { nullable: true, description: 'Why the latest attempt failed, in a few words' })
  error: string | null;
  @Field(() => String, { nullable: true, description: 'When the latest attempt was made (ISO 8601)' })
  lastAttemptAt: string | null;
  @Field(() => String, { nullable: true, description: 'When a receiver accepted it (ISO 8601)' })
  deliveredAt: string | null;
  @Field(() => String, { description: 'When the event was queued (ISO 8601)' }) createdAt: string;
}

@InputType('CreateWebhookInput', { description: 'A new webhook' })
class CreateWebhookInput {
  @Field(() => String, { description: 'An http(s) address, at most 2000 characters' }) url: string;
  @Field(() => [String], { description: `At least one event: ${EVENTS_NOTE}` }) events: string[];
  @Field(() => String, { nullable: true, description: 'What it is for (at most 500 characters)' })
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether it starts on (default true)' })
  active?: boolean | null;
}

@InputType('UpdateWebhookInput', { description: 'The fields of a webhook to change; absent ones stay' })
class UpdateWebhookInput {
  @Field(() => String, { nullable: true, description: 'A new http(s) address' }) url?: string | null;
  @Field(() => [String], { nullable: true, description: 'The new list of events' }) events?: string[] | null;
  @Field(() => String, { nullable: true, description: 'A new description; null clears it' })
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Turns it on or off; on again clears a disabling' })
  active?: boolean | null;
}

/** Absent and null fields of the input are not sent on, except a description cleared by null. */
const present = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && (v !== null || k === 'description')));

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookType], { description: 'The company’s webhooks (settings.webhooks), never their secrets' })
  webhooks(@Ctx() ctx: RequestContext, @CompanyIdArg({ description: 'The company' }) companyId: number) {
    return listWebhooks(ctx, companyId);
  }

  @Query(() => [WebhookDeliveryType], { description: 'A webhook’s latest deliveries, newest first (at most 100)' })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('webhookId', () => Int, { description: 'The webhook' }) webhookId: number,
  ) {
    return listDeliveries(ctx, companyId, webhookId);
  }

  @Mutation(() => CreatedWebhookType, { description: 'Creates a webhook; the answer holds its secret, shown once' })
  createWebhook(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('input', () => CreateWebhookInput, { description: 'The webhook' }) input: CreateWebhookInput,
  ) {
    return createWebhook(ctx, companyId, present(input));
  }

  @Mutation(() => WebhookType, { description: 'Changes a webhook' })
  updateWebhook(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('id', () => Int, { description: 'The webhook' }) id: number,
    @Arg('input', () => UpdateWebhookInput, { description: 'The fields to change' }) input: UpdateWebhookInput,
  ) {
    return updateWebhook(ctx, companyId, id, present(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a webhook and its deliveries; queued ones are not sent' })
  deleteWebhook(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('id', () => Int, { description: 'The webhook' }) id: number,
  ) {
    return deleteWebhook(ctx, companyId, id);
  }

  @Mutation(() => WebhookDeliveryType, { description: 'Sends a delivery again: the same body and event id' })
  redeliverWebhookDelivery(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('webhookId', () => Int, { description: 'The webhook' }) webhookId: number,
    @Arg('deliveryId', () => ID, { description: 'The delivery' }) deliveryId: string,
  ) {
    return redeliver(ctx, companyId, webhookId, deliveryId);
  }

  @Mutation(() => WebhookDeliveryType, {
    description:
      'Sends the webhook a ping (data { webhookId, zen }), a delivery like any other; a disabled webhook: CONFLICT',
  })
  pingWebhook(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('id', () => Int, { description: 'The webhook' }) id: number,
  ) {
    return pingWebhook(ctx, companyId, id);
  }

  @Mutation(() => RolledWebhookSecretType, {
    description:
      'Makes a new signing secret, answered once; the old one signs too for 24 h (two v1= values), then only the new',
  })
  rollWebhookSecret(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('id', () => Int, { description: 'The webhook' }) id: number,
  ) {
    return rollWebhookSecret(ctx, companyId, id);
  }

  @Mutation(() => Int, {
    description:
      'Sends an event to the webhook again by its id (its delivery, or one made from the kept event); answers how many deliveries were queued',
  })
  async redeliverWebhookEvent(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('webhookId', () => Int, { description: 'The webhook' }) webhookId: number,
    @Arg('eventId', () => ID, { description: 'The event’s id (the payload’s id, X-StaffPay-Event-Id)' })
    eventId: string,
  ) {
    return (await redeliverEvent(ctx, companyId, webhookId, eventId)).queued;
  }

  @Mutation(() => Int, {
    description:
      'Sends again every delivery recorded since `since` that failed or was skipped while the webhook was off; answers how many were queued',
  })
  async redeliverFailedWebhookDeliveries(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('webhookId', () => Int, { description: 'The webhook' }) webhookId: number,
    @Arg('since', () => DateTime, { description: 'The deliveries recorded from this instant on' }) since: Date,
  ) {
    return (await redeliverFailed(ctx, companyId, webhookId, { since: since.toISOString() })).queued;
  }
}
