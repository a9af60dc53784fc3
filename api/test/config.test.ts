import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/shared/config';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', APP_URL: 'http://localhost:3000', DATA_DIR: './data' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(0);
    expect(c.isProduction).toBe(false);
  });

  it('drains for 5 s then up to 20 s by default, and refuses a drain setting that is no number of milliseconds', () => {
    expect(loadConfig({})).toMatchObject({ DRAIN_DELAY_MS: 5000, DRAIN_TIMEOUT_MS: 20_000 });
    expect(loadConfig({ DRAIN_DELAY_MS: '0', DRAIN_TIMEOUT_MS: '1500' })).toMatchObject({
      DRAIN_DELAY_MS: 0,
      DRAIN_TIMEOUT_MS: 1500,
    });
    expect(errorOf({ DRAIN_DELAY_MS: 'soon' })).toMatch(/DRAIN_DELAY_MS: .*\(got "soon"\)/);
    expect(errorOf({ DRAIN_TIMEOUT_MS: '-1' })).toMatch(/DRAIN_TIMEOUT_MS: /);
  });

  it('reads every variable it documents', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      APP_URL: 'https://staff.example.com/',
      DATABASE_URL: 'postgresql://app:pw@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SESSION_SECRET: 'a-very-long-secret-value',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST: '/srv/web',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 1,
      webDist: '/srv/web',
    });
    expect(c.APP_URL).toBe('https://staff.example.com');
    expect(c.sessionSecret).toBe('a-very-long-secret-value');
    expect(c.isProduction).toBe(true);
  });

  it('reads TRUST_PROXY as a number of proxy hops: true is one, false none', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(errorOf({ TRUST_PROXY: '-1' })).toMatch(/^ {2}TRUST_PROXY: .*\(got "-1"\)$/m);
  });

  it('reads the event retention and the webhook workers, refusing what makes no sense', () => {
    expect(loadConfig({})).toMatchObject({ EVENT_RETENTION_DAYS: 30, WEBHOOK_WORKERS: 1 });
    expect(loadConfig({ EVENT_RETENTION_DAYS: '7', WEBHOOK_WORKERS: '0' })).toMatchObject({
      EVENT_RETENTION_DAYS: 7,
      WEBHOOK_WORKERS: 0,
    });
    const message = errorOf({ EVENT_RETENTION_DAYS: '0', WEBHOOK_WORKERS: 'two' });
    expect(message).toMatch(/^ {2}EVENT_RETENTION_DAYS: .*\(got "0"\)$/m);
    expect(message).toMatch(/^ {2}WEBHOOK_WORKERS: .*\(got "two"\)$/m);
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '  ' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('reports each bad variable on its own line, naming it and the value it got', () => {
    const message = errorOf({ PORT: 'abc', LOG_LEVEL: 'verbose', TRUST_PROXY: 'yes', NODE_ENV: 'prod' });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual(['NODE_ENV', 'PORT', 'LOG_LEVEL', 'TRUST_PROXY']);
    expect(message).toContain('PORT: ');
    expect(message).toContain('(got "abc")');
    expect(message).toContain('(got "verbose")');
  });

  it('rejects out-of-range and fractional ports', () => {
    expect(errorOf({ PORT: '70000' })).toMatch(/^ {2}PORT: .*\(got "70000"\)$/m);
    expect(errorOf({ PORT: '3.5' })).toMatch(/^ {2}PORT: /m);
  });

  it('checks URL schemes, one line per variable, never echoing connection strings', () => {
    const message = errorOf({
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      REDIS_URL: 'not a url',
      SMTP_URL: 'http://mail',
    });
    expect(message.split('\n')).toHaveLength(4);
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('REDIS_URL: Invalid URL');
    expect(message).toContain('SMTP_URL: must start with smtp:// or smtps://');
    expect(message).not.toContain('hunter2');
  });

  it('requires a session secret of 16+ characters in production with a real database', () => {
    expect(errorOf({ SESSION_SECRET: 'short' })).toContain('SESSION_SECRET');
    expect(errorOf({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/app' })).toContain(
      'SESSION_SECRET: required in production',
    );
  });
});
