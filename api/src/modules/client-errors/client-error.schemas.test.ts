import { describe, expect, it } from 'vitest';
import { clientErrorSchema, scrubPath, scrubText } from '@staffpay/schema/client-errors/client-error.schemas';

describe('the scrub of personal data in client error reports', () => {
  it('replaces e-mails, digit runs of six and more, long tokens and query strings', () => {
    expect(scrubText('для ivan.petrov@mail.ru: тел +7 (999) 123-45-67')).toBe('для [email]: тел [number]');
    expect(scrubText('token eyJhbGciOiJIUzI1NiIsInR5cCI6 bad')).toBe('token [token] bad');
    expect(scrubText('GET /api/employees/12?search=Иван failed 500')).toBe('GET /api/employees/12?[query] failed 500');
  });
  it('keeps short numbers and ordinary words', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'map') at line 42")).toBe(
      "Cannot read properties of undefined (reading 'map') at line 42",
    );
  });
  it('drops a path’s query and hash', () => {
    expect(scrubPath('/employees/12?tab=ai#x')).toBe('/employees/12');
  });
  it('applies the scrub and the length limits when a report is read', () => {
    const parsed = clientErrorSchema.parse({
      kind: 'script',
      message: `a@b.co ${'слово '.repeat(150)}`,
      path: '/x?y=1',
      occurredAt: '2026-11-25T10:00:00.000Z',
    });
    expect(parsed.message.startsWith('[email] ')).toBe(true);
    expect(parsed.message.length).toBe(500);
    expect(parsed).toMatchObject({ path: '/x', count: 1 });
  });
});
