import { z } from 'zod';
import type { StoredField } from './stored-field';

/**
 * Building blocks of the answers' schemas (GET /api/openapi.json documents every REST answer with
 * them; api/test/openapi-answers.int.test.ts checks real answers against them). They describe what
 * the server sends, so they carry no Russian messages: nothing parses user input with them.
 */
export const answerId = (description: string) => z.int().positive().meta({ description });
/** Money and other exact figures: a decimal string with a dot (`"1500.00"`), never a float. */
export const money = (description: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .meta({ description: `${description} (a decimal string)` });
/** A moment: an ISO 8601 date-time in UTC (`2026-10-01T09:00:00.000Z`). */
export const instant = (description: string) => z.iso.datetime().meta({ description });
/** A calendar day: YYYY-MM-DD. */
export const day = (description: string) => z.iso.date().meta({ description });
/** A path of this server (`/api/images/…`) that serves an image, or null without one. */
export const imagePath = (description: string) => z.string().nullable().meta({ description });
/** The field guard's mask: a field the viewer may not see is null (docs/permissions.md). */
export const masked = <T extends z.ZodType>(schema: T) => schema.nullable();

/** One stored field's value as answers show it; null where it may be empty or the viewer may not see it. */
function answerOf(field: StoredField): z.ZodType {
  const t = field.type;
  const base =
    t.of === 'text'
      ? z.string()
      : t.of === 'date'
        ? z.iso.date()
        : t.of === 'time'
          ? z.string().regex(/^\d{2}:\d{2}$/)
          : t.of === 'boolean'
            ? z.boolean()
            : t.of === 'choice'
              ? z.enum(t.values)
              : t.of === 'textList'
                ? z.array(z.string())
                : z.array(z.int().positive());
  const shown = field.nullable || field.permission ? base.nullable() : base;
  const hidden = field.permission ? ` (null for a viewer without \`${field.permission.key}\`)` : '';
  return shown.meta({ description: `${field.label}${hidden}` });
}

/** The answer shape of a record's declared fields, by name (docs/architecture.md, "Records"). */
export function answerShapeOf<D extends Record<string, StoredField>>(declared: D): { [K in keyof D]: z.ZodType } {
  return Object.fromEntries(Object.entries(declared).map(([name, f]) => [name, answerOf(f)])) as {
    [K in keyof D]: z.ZodType;
  };
}

/**
 * The change feed's stamps on the six synced records (docs/integrations.md, "Changed since"):
 * `updatedAt` moves on every change of what the record answers, what `updatedSince` compares.
 */
export const changeStamps = (created: string) => ({
  createdAt: instant(created),
  updatedAt: instant('When what it answers last changed (the change feed’s `updatedSince` compares it)'),
});
