import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { RateLimits } from './auth/rate-limits';
import type { Config } from './config';
import type { Events } from './events';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logging';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './metrics';
import type { EmployeeFigureSource } from './ports/employee-figures';
import type { OwnEmployeeSource } from './ports/own-employee';
import type { Presence } from './live/presence';
import type { IntegrationDirectory, MembershipDirectory } from './tenancy/membership-directory';
import type { RoleDirectory } from './tenancy/role-directory';
import type { Viewer } from './tenancy/viewer';

/** Process-wide parts, built once at start-up. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  /** What happened: sent to every process's subscribers, heard once here by the domains above (shared/events.ts). */
  events: Events;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Who is connected now, across replicas: the wall screens watching each link. */
  presence: Presence;
  memberships: MembershipDirectory;
  /** The companies' integrations: their roles, read afresh by live re-checks. */
  integrations: IntegrationDirectory;
  /** The companies' custom roles and their permission trees. */
  roles: RoleDirectory;
  /** This month's figures of employees, for the staff domain's records. */
  figures: EmployeeFigureSource;
  /** The employee record linked to a member's account, for the membership check. */
  ownEmployees: OwnEmployeeSource;
  log: Logger;
  /** This server's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Set when the process starts draining (app/drain.ts): readiness and new requests answer 503. */
  lifecycle: Lifecycle;
}

export interface Auth {
  /** The signed-in person, or a personal token's creator; null for an integration's token (no person). */
  userId: number | null;
  sessionId: string;
  /** How the caller proved the session: cookies need cross-site protection, bearer tokens do not. */
  via: 'cookie' | 'bearer';
  /**
   * Set when a company API token called: only in its company and only within its scopes
   * (shared/tenancy/membership.ts narrows every grant); sessionId is `token:<id>`. A personal
   * token acts through its creator's role (userId), an integration's through the integration's.
   */
  apiToken?: ApiTokenCaller;
}

export interface ApiTokenCaller {
  id: number;
  companyId: number;
  scopes: readonly ApiScope[];
  expiresAt: Date | null;
  /** The integration the token belongs to, its role read on this request; null for a personal token. */
  integration: { id: number; name: string; role: string } | null;
}

/** What every service receives: the caller, a request-scoped EntityManager, and the app. */
export interface RequestContext {
  app: AppDeps;
  em: EntityManager;
  auth: Auth | null;
  ip: string;
  userAgent: string | null;
  /** Who the answers are for: set by the membership check, read where answers leave (shared/field-guard). */
  viewer?: Viewer;
  /**
   * Lets go of the operation's EntityManager, so the next use starts a fresh one: a long-lived
   * subscription then holds no identity map while idle. Absent where the EntityManager is the
   * request's own (HTTP); there, `em.clear()` forgets what it read.
   */
  releaseEm?(): void;
  /** Read and set cookies (session, OAuth state); absent on WebSocket operations. */
  cookies?: CookiePort;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  secure: boolean;
  path: string;
  /** Seconds. */
  maxAge: number;
}

export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}
