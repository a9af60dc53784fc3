import path from 'node:path';
import { z } from 'zod';
import { AI_TIMEOUT_MS } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import { AI_PROVIDERS } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { REPO_ROOT } from './paths';

/** A URL whose scheme must be one of `protocols`; unset or empty means "not configured" (embedded default). */
const optionalUrl = (...protocols: string[]) =>
  z
    .url({ message: 'Invalid URL' })
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol.slice(0, -1)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl('postgres', 'postgresql'),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl('redis', 'rediss'),
  SESSION_SECRET: z.string().min(16, 'должен содержать не менее 16 символов').optional(),
  // The HMAC key of API token secrets, apart from SESSION_SECRET so rotating sessions does not revoke
  // integrations. Unset: SESSION_SECRET keys them, as before (docs/operations.md, "API token key").
  API_TOKEN_SECRET: z.string().min(16, 'должен содержать не менее 16 символов').optional(),
  // The longest a new API token may live, in days; unset or 0: no maximum (a token may never expire).
  API_TOKEN_MAX_LIFETIME_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  SMTP_URL: optionalUrl('smtp', 'smtps'),
  MAIL_FROM: z.string().default('StaffPay <no-reply@staffpay.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How many proxies in front of the API to believe in X-Forwarded-For: `1` behind the shipped
  // nginx. `true` means one hop (a client's own forged entries are never believed), `false` none.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => /^(true|false|\d{1,2})$/.test(v), { message: 'true, false or a number of proxy hops (1)' })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  SETTINGS_SECRET: z.string().min(16, 'должен содержать не менее 16 символов').optional(),
  AI_PROVIDER: z.enum(AI_PROVIDERS).optional(),
  AI_MODEL: z.string().max(200).optional(),
  AI_API_KEY: z.string().max(1000).optional(),
  AI_API_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(AI_TIMEOUT_MS),
  // The bearer token a Prometheus scraper sends for GET /metrics; unset, the route answers 404.
  METRICS_TOKEN: z.string().min(16, 'должен содержать не менее 16 символов').max(256).optional(),
  ALLOW_PRIVATE_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // How long the event outbox keeps events (webhook facts, the events feed), in days.
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // A webhook whose attempts have only failed for this many days in a row is turned off (owners told).
  WEBHOOK_DISABLE_AFTER_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  // Delivery workers of this replica; 0: it serves requests only, and another replica (or the next
  // start of any) dispatches and delivers the events it records.
  WEBHOOK_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  // Export workers of this replica (0 or 1: one export at a time); 0: it queues exports and another
  // replica (or the next start of any) makes them.
  EXPORT_WORKERS: z.coerce.number().int().min(0).max(1).default(1),
  // How long a finished export's files are kept for download, in days.
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Graceful drain on SIGTERM (docs/deploy.md): how long a draining replica still answers (503)
  // while balancers notice its readiness is gone, then how long in-flight work may take to finish.
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
});

export type Config = z.infer<typeof envSchema> & {
  sessionSecret: string;
  /** Keys API token hashes: API_TOKEN_SECRET, or SESSION_SECRET while it is unset (the legacy key). */
  apiTokenSecret: string;
  /** Whether apiTokenSecret is SESSION_SECRET: hashes made before API_TOKEN_SECRET was set are looked up with it too. */
  apiTokenKeyIsLegacy: boolean;
  /** Encrypts secrets kept in settings (AI keys); null in production without SETTINGS_SECRET: none can be kept. */
  settingsSecret: string | null;
  webDist: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Values never echoed back in an error message. */
const SECRET = /SECRET|DATABASE_URL|REDIS_URL|SMTP_URL|API_KEY|TOKEN/;

/**
 * Parses the environment; throws ConfigError with one line per bad variable. Empty values
 * count as unset, so `PORT=` in a .env file means the default rather than port 0.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const firstIssue = new Map<string, string>();
    for (const i of parsed.error.issues) {
      const name = i.path.join('.');
      if (!firstIssue.has(name)) firstIssue.set(name, i.message);
    }
    const lines = [...firstIssue].map(([name, message]) => {
      const got = SECRET.test(name) ? '' : ` (got ${JSON.stringify(set[name])})`;
      return `  ${name}: ${message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.SESSION_SECRET && c.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL');
  }
  const sessionSecret = c.SESSION_SECRET ?? 'dev-only-session-secret-change-me';
  return {
    ...c,
    APP_URL: c.APP_URL.replace(/\/$/, ''),
    sessionSecret,
    apiTokenSecret: c.API_TOKEN_SECRET ?? sessionSecret,
    apiTokenKeyIsLegacy: !c.API_TOKEN_SECRET,
    settingsSecret: c.SETTINGS_SECRET ?? (isProduction ? null : 'dev-only-settings-secret-change-me'),
    webDist: c.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist'),
    isProduction,
  };
}
