import { createPubSub } from '@graphql-yoga/subscription';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { EventBus } from '../shared/events';

/** Redis when REDIS_URL is set (every replica sees every event), otherwise in-process (one process only). */
export function createEventBus(redisUrl: string | undefined, prefix = ''): EventBus {
  const channel = (topic: string, scopeId: string | number) => `${prefix}${topic}:${scopeId}`;
  if (!redisUrl) {
    const local = createPubSub<Record<string, [unknown]>>();
    return {
      publish: async (topic, scopeId, payload) => local.publish(channel(topic, scopeId), payload),
      subscribe: (topic, scopeId) => local.subscribe(channel(topic, scopeId)),
      close: async () => {},
    };
  }
  const options = { maxRetriesPerRequest: null, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // ioredis reconnects by itself; without a listener every retry would print an "Unhandled error event".
  let lastError = '';
  const onError = (e: Error) => {
    if (e.message !== lastError) console.error(`[pubsub] Redis: ${e.message} (reconnecting)`);
    lastError = e.message;
  };
  publisher.on('error', onError).on('ready', () => (lastError = ''));
  subscriber.on('error', onError);
  const redis = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (topic, scopeId, payload) => redis.publish(channel(topic, scopeId), payload),
    subscribe: (topic, scopeId) => redis.asyncIterableIterator(channel(topic, scopeId)),
    close: async () => {
      await redis.close();
    },
  };
}
