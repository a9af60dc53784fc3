import type { EntityManager } from '@mikro-orm/postgresql';
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

/** An event a domain declares: its name, and `live` when live screens or caches anywhere must hear it. */
export interface EventDeclaration<K extends EventName> {
  readonly name: K;
  readonly live?: Live<K>;
}

/** Declares event `name`; without `live` it is heard only by this process's listeners (`Events.on`). */
export function declareEvent<K extends EventName>(name: K, live?: Live<K>): EventDeclaration<K> {
  return { name, live };
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

  constructor(private readonly bus: EventBus) {}

  /**
   * Call only after the transaction that made the change has committed. Sends the event's live
   * messages to every process, then runs its listeners in this process only, once (each is
   * handled exactly once, by the replica that committed the change), awaited, so the request ends
   * after them. Neither fails the request: the bus logs what it loses, and a listener's failure
   * is logged and swallowed, since the change has committed and stands.
   */
  async happened<K extends EventName>(
    origin: EventOrigin,
    event: EventDeclaration<K>,
    payload: DomainEvents[K],
  ): Promise<void> {
    const messages = event.live ? [event.live(payload)].flat() : [];
    for (let i = 0; i < messages.length; i += BATCH) {
      await Promise.all(messages.slice(i, i + BATCH).map((message) => this.send(message)));
    }
    for (const listener of this.listeners.get(event.name) ?? []) {
      try {
        await listener(payload, origin);
      } catch (error) {
        origin.app.log.error({ err: error, event: event.name }, 'event listener failed');
      }
    }
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

/** States what the request's change did, after its commit (see `Events.happened`). */
export function happened<K extends EventName>(
  ctx: RequestContext,
  event: EventDeclaration<K>,
  payload: DomainEvents[K],
): Promise<void> {
  const origin = { app: ctx.app, em: ctx.em, actorUserId: ctx.auth?.userId ?? null };
  return ctx.app.events.happened(origin, event, payload);
}
