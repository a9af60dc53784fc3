import { createPubSub } from '@graphql-yoga/subscription';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { BusState, EventBus } from '../shared/events';
import { createLogger, type Logger } from '../shared/logging';

/**
 * The longest a request waits for Redis to take an event on a connection that looks healthy but
 * does not answer (a peer gone without a FIN); the event goes on being sent after that.
 */
const PUBLISH_WAIT_MS = 1_000;
/** Past this, an unanswered publish counts as lost, so events never pile up in memory. */
const PUBLISH_GIVE_UP_MS = 10_000;

/** Redis when REDIS_URL is set (every replica sees every event), otherwise in-process (one process only). */
export function createEventBus(
  redisUrl: string | undefined,
  prefix = '',
  log: Logger = createLogger('warn'),
  counts: { published(): void; received(): void } = { published: () => {}, received: () => {} },
): EventBus {
  const channel = (topic: string, scopeId: string | number) => `${prefix}${topic}:${scopeId}`;
  if (!redisUrl) {
    const local = createPubSub<Record<string, [unknown]>>();
    return {
      publish: async (topic, scopeId, payload) => {
        local.publish(channel(topic, scopeId), payload);
        // In one process a message published is a message received.
        counts.published();
        counts.received();
      },
      subscribe: (topic, scopeId) => local.subscribe(channel(topic, scopeId)),
      onRecovered: () => {},
      state: () => 'in-process',
      onStateChange: () => () => {},
      close: async () => {},
    };
  }
  // An event is only worth sending now: the writer's change is committed whatever happens to it,
  // and a screen that missed it refetches when events resume (onRecovered). So the publisher
  // keeps no event across a reconnect attempt (maxRetriesPerRequest 0 fails what is queued or in
  // flight when an attempt fails) and waits for no answer longer than PUBLISH_GIVE_UP_MS.
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 0, commandTimeout: PUBLISH_GIVE_UP_MS });
  // Subscriptions, unlike events, must survive an outage: ioredis re-sends them on reconnect.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // ioredis reconnects by itself; without a listener every retry would print an "Unhandled error event".
  let lastError = '';
  const onError = (e: Error) => {
    if (e.message !== lastError) log.warn({ reason: e.message }, 'Redis unreachable, reconnecting');
    lastError = e.message;
  };
  publisher.on('error', onError).on('ready', () => (lastError = ''));
  subscriber.on('error', onError).on('message', counts.received).on('pmessage', counts.received);
  const redis = new RedisPubSub({ publisher, subscriber });

  const recovered = new Set<() => void>();
  const state = (): BusState =>
    publisher.status === 'ready' && subscriber.status === 'ready' ? 'connected' : 'disconnected';
  const stateListeners = new Set<(state: BusState) => void>();
  let lastState = state();
  const stateMayHaveChanged = () => {
    const now = state();
    if (now === lastState) return;
    lastState = now;
    for (const listener of stateListeners) listener(now);
  };
  for (const connection of [publisher, subscriber]) {
    connection.on('ready', stateMayHaveChanged).on('close', stateMayHaveChanged);
  }
  let wasDown = false;
  let readies = 0;
  subscriber.on('close', () => (wasDown = true));
  subscriber.on('ready', () => {
    if (!wasDown) return;
    wasDown = false;
    const ready = ++readies;
    // 'ready' fires once the resubscriptions are written, not yet taken: a ping answers after
    // them, so nothing published once the listeners have run is missed.
    subscriber.ping().then(
      () => {
        if (ready !== readies || subscriber.status !== 'ready') return;
        log.info('Redis events resumed: process caches dropped, sockets closed so screens refetch');
        for (const listener of recovered) {
          try {
            listener();
          } catch (err) {
            log.error({ err }, 'events-resumed listener failed');
          }
        }
      },
      () => {},
    );
  });

  return {
    publish(topic, scopeId, payload) {
      // The payload stays out of the log: it may name people.
      const sent = redis
        .publish(channel(topic, scopeId), payload)
        .then(counts.published)
        .catch((e: Error) => log.warn({ topic, scopeId, reason: e.message }, 'event lost: Redis unavailable'));
      if (publisher.status !== 'ready') return Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)));
      return Promise.race([sent, waited]).finally(() => clearTimeout(timer));
    },
    subscribe: (topic, scopeId) => redis.asyncIterableIterator(channel(topic, scopeId)),
    onRecovered: (listener) => void recovered.add(listener),
    state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    async close() {
      recovered.clear();
      stateListeners.clear();
      // QUIT waits for Redis to answer; with Redis down it would wait for its return.
      await Promise.all(
        [publisher, subscriber].map((c) =>
          c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect(),
        ),
      );
    },
  };
}
