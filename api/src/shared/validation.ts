import type { z } from 'zod';
import { fromZod } from './errors';

/** Validates input at the service edge; a failure becomes a 400 with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}
