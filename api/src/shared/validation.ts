import type { z } from 'zod';
import { fromZod } from './errors';

/** Validates input at the service edge; a failure becomes a 400 with field errors. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/** Whether a path id can name a row (a positive int4); anything else is answered as not found. */
export const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
