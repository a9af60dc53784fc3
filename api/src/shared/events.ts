import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps, RequestContext } from './context';

/**
 * Carries events between processes (Redis, or in-process for one process). Channels are per
 * scope (`companyChanged:42`), so a replica receives only what its own subscribers listen to.
 * Redis carries JSON, so payloads hold ISO strings rather than Date objects.
 */
export interface EventBus {
  /**
   * Never fails and never holds a request up for long: the change is committed either way, and an
   * event Redis cannot take is logged as lost (screens catch up through `onRecovered`).
   */
  publish(channel: string, scopeId: string | number, payload: unknown): Promise<void>;
  subscribe(channel: string, scopeId: string | number): AsyncIterable<unknown>;
  /**
   * Told when the bus's subscriptions work again after an outage: events published meanwhile
   * never arrived, so whatever was built from them (caches, screens) must be rebuilt.
   */
  onRecovered(listener: () => void): void;
  /** Whether events reach other processes now: 'in-process' buses reach only this one. */
  state(): BusState;
  /** Told when `state()` changes; answers the function that stops telling. */
  onStateChange(listener: (state: BusState) => void): () => void;
  close(): Promise<void>;
}

export type BusState = 'connected' | 'disconnected' | 'in-process';

/**
 * The one vocabulary of what happened: event name → payload. Each domain adds its events in its
 * `<x>.events.ts` (`declare module '../../shared/events'`) next to their declarations
 * (`declareEvent`), so stating, hearing or subscribing with the wrong payload does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}
export type EventName = keyof DomainEvents;

/** What happened to a row an event reports on. */
export type ChangeKind = 'created' | 'updated' | 'deleted';

/**
 * One message to every process's subscribers: event `name` itself, on its channel of `scope`
 * (`payChanged:42`). A subscriber of a channel always receives that event's payload.
 */
export interface Message {
  name: EventName;
  scope: string | number;
  payload: unknown;
}

/** The message carrying event `name` to the subscribers of `scope` (see `declareEvent`'s `live`). */
export function sent<K extends EventName>(name: K, scope: string | number, payload: DomainEvents[K]): Message {
  return { name, scope, payload };
}

/** How an event reaches other processes: the messages it is sent as (itself, or other events). */
export type Live<K extends EventName> = (event: DomainEvents[K]) => Message | readonly Message[];

/**
 * A fact an integrator hears (a webhook event, later the events feed): its type, its company and
 * the record as the API answers it, in full — each reader sees it through its own role.
 */
export interface StoredEvent {
  type: WebhookEvent;
  companyId: number;
  data: unknown;
}

/** The durable facts one event states (an import: one per employee). */
export type Stored<K extends EventName> = (event: DomainEvents[K]) => StoredEvent | readonly StoredEvent[];

/** The stored fact `type` of company `companyId` (see `declareStoredEvent`). */
export function stored(type: WebhookEvent, companyId: number, data: unknown): StoredEvent {
  return { type, companyId, data };
}

/** An event a domain declares: its name, and `live` when live screens or caches anywhere must hear it. */
export interface EventDeclaration<K extends EventName> {
  readonly name: K;
  readonly live?: Live<K>;
  readonly stored?: Stored<K>;
}

/** An event whose facts are written in the change's own transaction (the outbox domain's `recordEvent`). */
export interface StoredEventDeclaration<K extends EventName> extends EventDeclaration<K> {
  readonly stored: Stored<K>;
}

/** An event that is only sent and heard, never stored. */
export type PlainEventDeclaration<K extends EventName> = EventDeclaration<K> & { readonly stored?: undefined };

declare const recorded: unique symbol;
/**
 * A stored event's payload once its facts are written in the change's transaction: `happened`
 * takes a stored event's payload only in this form, so a service cannot state after its commit
 * a fact it forgot to write with its change.
 */
export type Recorded<K extends EventName> = DomainEvents[K] & { readonly [recorded]: K };

/** Declares event `name`; without `live` it is heard only by this process's listeners (`Events.on`). */
export function declareEvent<K extends EventName>(name: K, live?: Live<K>): PlainEventDeclaration<K> {
  return { name, live };
}

/**
 * Declares event `name` whose facts (`stored`) are written with the change (`recordEvent` inside
 * its transaction) and delivered from there to webhooks, whatever happens to the process after
 * the commit; `live` as for `declareEvent`.
 */
export function declareStoredEvent<K extends EventName>(
  name: K,
  live: Live<K> | undefined,
  stored: Stored<K>,
): StoredEventDeclaration<K> {
  return { name, live, stored };
}

/** Who caused an event and where: the app, an EntityManager outside any transaction, and the actor. */
export interface EventOrigin {
  app: AppDeps;
  em: EntityManager;
  actorUserId: number | null;
}

export type EventListener<K extends EventName> = (event: DomainEvents[K], origin: EventOrigin) => Promise<void>;

/** Told of every message this process sends, synchronously, before it goes out. */
export type PublishListener = (name: EventName, scopeId: string | number, payload: DomainEvents[EventName]) => void;

/** Messages one event sends at once (an import's rows): the bus and the screens take them in bounded batches. */
const BATCH = 200;

export class Events {
  private readonly local = new Set<PublishListener>();
  private readonly listeners = new Map<EventName, EventListener<EventName>[]>();
  private readonly storedListeners: ((payload: unknown, origin: EventOrigin) => Promise<void>)[] = [];

  constructor(private readonly bus: EventBus) {}

  /**
   * Call only after the transaction that made the change has committed. Sends the event's live
   * messages to every process, then, for a stored event, wakes what turns its committed facts
   * into deliveries (`onStored`), then runs its listeners in this process only, once (each is
   * handled exactly once, by the replica that committed the change), all awaited, so the request
   * ends after them. None fails the request: the bus logs what it loses, and a listener's failure
   * is logged and swallowed, since the change has committed and stands (its stored facts too).
   */
  happened<K extends EventName>(
    origin: EventOrigin,
    event: StoredEventDeclaration<K>,
    payload: Recorded<K>,
  ): Promise<void>;
  happened<K extends EventName>(
    origin: EventOrigin,
    event: PlainEventDeclaration<K>,
    payload: DomainEvents[K],
  ): Promise<void>;
  async happened<K extends EventName>(
    origin: EventOrigin,
    event: EventDeclaration<K>,
    payload: DomainEvents[K],
  ): Promise<void> {
    const messages = event.live ? [event.live(payload)].flat() : [];
    for (let i = 0; i < messages.length; i += BATCH) {
      await Promise.all(messages.slice(i, i + BATCH).map((message) => this.send(message)));
    }
    const listeners = [...(event.stored ? this.storedListeners : []), ...(this.listeners.get(event.name) ?? [])];
    for (const listener of listeners) {
      try {
        await listener(payload, origin);
      } catch (error) {
        origin.app.log.error({ err: error, event: event.name }, 'event listener failed');
      }
    }
  }

  /**
   * Told after every stored event this process states (the webhook dispatcher): its facts are committed,
   * so they can be dispatched at once rather than at the next wake from another replica.
   */
  onStored(listener: (payload: unknown, origin: EventOrigin) => Promise<void>): void {
    this.storedListeners.push(listener);
  }

  /** Listens to an event in this process (wired in app/), once per `happened` here; never to other processes'. */
  on<K extends EventName>(event: EventDeclaration<K>, listener: EventListener<K>): void {
    const heard = this.listeners.get(event.name) ?? [];
    this.listeners.set(event.name, [...heard, listener as EventListener<EventName>]);
  }

  /**
   * For process-wide caches: a cache drops what a change makes stale before the writer's answer
   * leaves, whatever the bus's delay (other processes learn it from the bus).
   */
  onPublish(listener: PublishListener): void {
    this.local.add(listener);
  }

  /** The messages of event `name` on the channel of `scopeId`, from every process. */
  subscribe<K extends EventName>(name: K, scopeId: string | number): AsyncIterable<DomainEvents[K]> {
    return this.bus.subscribe(name, scopeId) as AsyncIterable<DomainEvents[K]>;
  }

  /** See `EventBus.onRecovered`: events of other processes may have been missed until now. */
  onRecovered(listener: () => void): void {
    this.bus.onRecovered(listener);
  }

  state(): BusState {
    return this.bus.state();
  }

  onStateChange(listener: (state: BusState) => void): () => void {
    return this.bus.onStateChange(listener);
  }

  private send({ name, scope, payload }: Message): Promise<void> {
    for (const listener of this.local) listener(name, scope, payload as DomainEvents[EventName]);
    return this.bus.publish(name, scope, payload);
  }
}

/**
 * States what the request's change did, after its commit (see `Events.happened`). A stored
 * event's payload is the one `recordEvent` answered inside the change's transaction.
 */
export function happened<K extends EventName>(
  ctx: RequestContext,
  event: StoredEventDeclaration<K>,
  payload: Recorded<K>,
): Promise<void>;
export function happened<K extends EventName>(
  ctx: RequestContext,
  event: PlainEventDeclaration<K>,
  payload: DomainEvents[K],
): Promise<void>;
export function happened<K extends EventName>(
  ctx: RequestContext,
  event: EventDeclaration<K>,
  payload: DomainEvents[K],
): Promise<void> {
  const origin = { app: ctx.app, em: ctx.em, actorUserId: ctx.auth?.userId ?? null };
  return ctx.app.events.happened(origin, event as PlainEventDeclaration<K>, payload);
}
