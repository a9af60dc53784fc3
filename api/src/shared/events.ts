/**
 * Carries domain events between processes (Redis, or in-process for one process). Channels
 * are per scope (`companyChanged:42`), so a replica receives only what its own subscribers
 * listen to. Redis carries JSON, so payloads hold ISO strings rather than Date objects.
 */
export interface EventBus {
  /**
   * Never fails and never holds a request up for long: the change is committed either way, and an
   * event Redis cannot take is logged as lost (screens catch up through `onRecovered`).
   */
  publish(topic: string, scopeId: string | number, payload: unknown): Promise<void>;
  subscribe(topic: string, scopeId: string | number): AsyncIterable<unknown>;
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
 * The typed topic map. Each domain adds its topics in its `<domain>.events.ts` by
 * augmenting this interface, so a publish with the wrong payload does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Topics {}

/** What happened to a row a topic reports on. */
export type ChangeKind = 'created' | 'updated' | 'deleted';
export type Topic = keyof Topics;

/** Told of every publish of this process, synchronously, before it goes out. */
export type PublishListener = (topic: Topic, scopeId: string | number, payload: Topics[Topic]) => void;

export class Events {
  private readonly local = new Set<PublishListener>();

  constructor(private readonly bus: EventBus) {}

  /** Call only after the transaction that made the change has committed. */
  publish<T extends Topic>(topic: T, scopeId: string | number, payload: Topics[T]): Promise<void> {
    for (const listener of this.local) listener(topic, scopeId, payload);
    return this.bus.publish(topic, scopeId, payload);
  }

  /**
   * For process-wide caches: a cache drops what a change makes stale before the writer's answer
   * leaves, whatever the bus's delay (other processes learn it from the bus).
   */
  onPublish(listener: PublishListener): void {
    this.local.add(listener);
  }

  subscribe<T extends Topic>(topic: T, scopeId: string | number): AsyncIterable<Topics[T]> {
    return this.bus.subscribe(topic, scopeId) as AsyncIterable<Topics[T]>;
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
}
