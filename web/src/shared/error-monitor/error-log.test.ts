import { ERROR_MONITOR } from '@staffpay/schema/client-errors/client-error.schemas';
import { describe, expect, it } from 'vitest';
import { createErrorLog, ERROR_LOG_KEY, type NoticedError } from './error-log';
import { scrubPath, scrubText } from '@staffpay/schema/client-errors/client-error.schemas';

const failure = (message: string, path = '/employees'): NoticedError => ({ kind: 'script', message, path });

describe('the error log', () => {
  it('keeps the 50 most recent distinct errors, in localStorage', () => {
    const log = createErrorLog();
    for (let i = 0; i < 60; i += 1) log.record(failure(`ошибка ${i}`));
    const entries = createErrorLog().entries();
    expect(entries).toHaveLength(ERROR_MONITOR.keep);
    expect(entries[0]!.message).toBe('ошибка 10');
    expect(entries.at(-1)!.message).toBe('ошибка 59');
    expect(JSON.parse(localStorage.getItem(ERROR_LOG_KEY)!)).toHaveLength(50);
  });

  it('counts an identical error (kind, text, path) instead of repeating it', () => {
    const log = createErrorLog();
    log.record(failure('boom'));
    log.record(failure('other'));
    log.record(failure('boom'));
    log.record(failure('boom', '/companies'));
    log.record({ ...failure('boom'), kind: 'rejection' });
    expect(log.entries().map((e) => [e.kind, e.message, e.path, e.count])).toEqual([
      ['script', 'other', '/employees', 1],
      ['script', 'boom', '/employees', 2],
      ['script', 'boom', '/companies', 1],
      ['rejection', 'boom', '/employees', 1],
    ]);
  });

  it('drops errors older than 30 minutes, on insert and when pruned', () => {
    let now = Date.parse('2025-03-01T10:00:00Z');
    const log = createErrorLog(localStorage, () => now);
    log.record(failure('old'));
    now += 10 * 60_000;
    log.record(failure('newer'));
    now += ERROR_MONITOR.maxAgeMs - 10 * 60_000 + 1;
    log.prune();
    expect(JSON.parse(localStorage.getItem(ERROR_LOG_KEY)!).map((e: { message: string }) => e.message)).toEqual([
      'newer',
    ]);
    now += 10 * 60_000;
    log.record(failure('latest'));
    expect(log.entries().map((e) => e.message)).toEqual(['latest']);
  });

  it('allows 3 fix attempts per distinct error, remembered across a reload', () => {
    const { key } = createErrorLog().record(failure('boom'));
    const { key: other } = createErrorLog().record(failure('other'));
    const claims = [1, 2, 3, 4].map(() => createErrorLog().claimFix(key));
    expect(claims).toEqual([true, true, true, false]);
    expect(createErrorLog().claimFix(other)).toBe(true);
  });

  it('stores only scrubbed text', () => {
    createErrorLog().record(failure('Нет доступа для ivan.petrov@mail.ru', '/invitations/accept?token=abc#x'));
    const stored = localStorage.getItem(ERROR_LOG_KEY)!;
    expect(stored).not.toContain('ivan');
    expect(stored).not.toContain('abc');
    expect(JSON.parse(stored)[0]).toMatchObject({ message: 'Нет доступа для [email]', path: '/invitations/accept' });
  });
});

describe('scrub', () => {
  it('replaces e-mail addresses, long numbers and opaque tokens', () => {
    expect(scrubText('user a.b-c+tag@example.co.uk not found')).toBe('user [email] not found');
    expect(scrubText('call +996 700 123-456 or 0555123456')).toBe('call [number] or [number]');
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9_abcDEF-12 expired')).toBe('token [token] expired');
    expect(scrubText("Cannot read properties of undefined (reading 'id') at line 12345")).toBe(
      "Cannot read properties of undefined (reading 'id') at line 12345",
    );
  });

  it('keeps a path without its query string, hash, origin or tokens', () => {
    expect(scrubPath('/employees?search=Иванов#row-3')).toBe('/employees');
    expect(scrubPath('https://pay.example.kg/shared-dashboard/Zk3v9QpLx0aBcDeFgHiJkLmN?x=1')).toBe(
      '/shared-dashboard/[token]',
    );
  });
});
