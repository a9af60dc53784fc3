import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

/** A Mantine form validator from a zod schema, typed for the form's own values. */
export function zodValidate<T extends object>(schema: $ZodType): (values: T) => FormErrors {
  const resolve = zod4Resolver(schema);
  return (values) => resolve(values as unknown as Record<string, unknown>);
}
