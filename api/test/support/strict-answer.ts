import { z } from 'zod';

/**
 * The schema with every object closed, however deep: an answer key the schema does not name is an
 * issue. The documented schemas stay open (clients must accept keys added later); the tests of
 * what the server answers hold it to exactly what the doc names. Free-form records, and objects
 * declared open, stay so.
 */
export function strictAnswer(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strictAnswer(v)]),
      );
      // A schema that says it is open (`.loose()`, `.catchall()`) stays so.
      return def.catchall ? z.object(shape).catchall(def.catchall) : z.strictObject(shape);
    }
    case 'array':
      return z.array(strictAnswer(def.element));
    case 'optional':
      return strictAnswer(def.innerType).optional();
    case 'nullable':
      return strictAnswer(def.innerType).nullable();
    case 'union':
      return z.union((def.options as z.ZodType[]).map(strictAnswer));
    default:
      return schema;
  }
}
