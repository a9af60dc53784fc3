import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config';
import type { Events } from './events';
import type { Orm } from './orm';
import type { Mailer } from '../shared/mail/mailer';
import type { RateLimits } from '../shared/auth/rate-limits';

/** Process-wide parts, built once at start-up. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  events: Events;
  mailer: Mailer;
  rateLimits: RateLimits;
}

export interface Auth {
  userId: number;
  sessionId: string;
  /** How the caller proved the session: cookies need cross-site protection, bearer tokens do not. */
  via: 'cookie' | 'bearer';
}

/** What every service receives: the caller, a request-scoped EntityManager, and the app. */
export interface RequestContext {
  app: AppDeps;
  em: EntityManager;
  auth: Auth | null;
  ip: string;
  userAgent: string | null;
}
