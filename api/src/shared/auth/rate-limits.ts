import { AsyncLocalStorage } from 'node:async_hooks';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AI_ANALYSES_PER_MINUTE } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '@staffpay/schema/api-tokens/api-token.schemas';
import { AppError } from '../errors';

export type LimitName =
  | 'loginIp'
  | 'loginEmail'
  | 'resetIp'
  | 'resetEmail'
  | 'registerIp'
  | 'sharedRead'
  | 'sharedLink'
  | 'clientErrors'
  | 'clientErrorsCompany'
  | 'aiAnalysis'
  | 'apiToken'
  | 'restore';

/** A wall screen reads once and then listens: far above any screen's need, far below a flood. */
export const SHARED_READS_PER_MINUTE = 120;
/** One link, from every address together: a room of wall screens, not a botnet. */
export const SHARED_LINK_READS_PER_MINUTE = 600;
/** Every member of one company together: a broken release in every tab, not a flood of the table. */
export const CLIENT_ERRORS_PER_COMPANY_MINUTE = 120;

/** Backup restores per user in 15 minutes: each rewrites a company and may take a minute; a loop of them is refused. */
export const RESTORES_PER_WINDOW = 10;

const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  loginIp: { points: 30, duration: 15 * 60 },
  loginEmail: { points: 10, duration: 15 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  registerIp: { points: 20, duration: 60 * 60 },
  sharedRead: { points: SHARED_READS_PER_MINUTE, duration: 60 },
  sharedLink: { points: SHARED_LINK_READS_PER_MINUTE, duration: 60 },
  // A tab reports at most once per few seconds; a loop of failures must not flood the table.
  clientErrors: { points: 30, duration: 60 },
  clientErrorsCompany: { points: CLIENT_ERRORS_PER_COMPANY_MINUTE, duration: 60 },
  aiAnalysis: { points: AI_ANALYSES_PER_MINUTE, duration: 60 },
  apiToken: { points: API_TOKEN_REQUESTS_PER_MINUTE, duration: 60 },
  restore: { points: RESTORES_PER_WINDOW, duration: 15 * 60 },
};

/** One limit's budget as a request left it: what the RateLimit-* headers of its answer say. */
export interface LimitState {
  /** Requests the window allows. */
  limit: number;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
  /** The window's length in seconds. */
  windowSeconds: number;
}

/**
 * The limits the current request counted against, collected for its answer's headers: a
 * transport runs the request's work inside `countingLimits` (app/rate-limit-headers.ts).
 */
const counted = new AsyncLocalStorage<LimitState[]>();

export const countingLimits = <T>(states: LimitState[], work: () => T): T => counted.run(states, work);

export interface RateLimits {
  /** Counts one attempt; throws a 429 AppError (with `message`, given the minutes to wait, when given) when the allowance is spent. */
  consume(name: LimitName, key: string, message?: string | ((minutes: number) => string)): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Shared across replicas through Redis when configured (per process while it is down), per process otherwise. */
export function createRateLimits(redisUrl: string | undefined, prefix = 'rl'): RateLimits {
  // A command waits for the connection at start-up, and fails at the first failed reconnect while
  // Redis is down: the in-memory insurance limiter below counts meanwhile.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 0 }) : null;
  // The event bus reports Redis outages; without a listener ioredis would print every retry.
  redis?.on('error', () => {});
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, o]) => {
      const keyPrefix = `${prefix}:${name}`;
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            ...o,
            // Sign-in keeps working, and limited, per process while Redis is unreachable.
            insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...o }),
          })
        : new RateLimiterMemory({ keyPrefix, ...o });
      return [name, limiter];
    }),
  ) as Record<LimitName, RateLimiterAbstract>;
  return {
    async consume(name, key, message) {
      const { points, duration } = LIMITS[name];
      const report = (res: RateLimiterRes) =>
        counted.getStore()?.push({
          limit: points,
          remaining: Math.max(0, res.remainingPoints),
          resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
          windowSeconds: duration,
        });
      try {
        report(await limiters[name].consume(key.toLowerCase()));
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        report(e);
        const minutes = Math.max(1, Math.ceil(e.msBeforeNext / 60000));
        const refusal = new AppError(
          'TOO_MANY_REQUESTS',
          typeof message === 'function'
            ? message(minutes)
            : (message ?? `Слишком много попыток. Повторите через ${minutes} мин.`),
        );
        refusal.retryAfterSeconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw refusal;
      }
    },
    async reset(name, key) {
      // A reset that cannot reach Redis leaves the count to expire by itself; the sign-in still succeeds.
      await limiters[name].delete(key.toLowerCase()).catch(() => undefined);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
