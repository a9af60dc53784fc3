import path from 'node:path';
import { z } from 'zod';

/** Unset or empty means "not configured": the embedded default is used instead. */
const optionalUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl,
  SESSION_SECRET: z.string().min(16, 'должен содержать не менее 16 символов').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('StaffPay <no-reply@staffpay.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & {
  sessionSecret: string;
  webDist: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.SESSION_SECRET && c.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL');
  }
  return {
    ...c,
    APP_URL: c.APP_URL.replace(/\/$/, ''),
    sessionSecret: c.SESSION_SECRET ?? 'dev-only-session-secret-change-me',
    webDist: c.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../web/dist'),
    isProduction,
  };
}
