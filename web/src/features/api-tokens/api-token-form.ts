import type { FormErrors } from '@mantine/form';
import { API_TOKEN_MESSAGES, createApiTokenSchema } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { ApiTokenInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';

export interface ApiTokenValues {
  name: string;
  scopes: string[];
  /** The date input's value: 'YYYY-MM-DD', or '' for a token that never expires. */
  expiresAt: string;
}

export const EMPTY_API_TOKEN: ApiTokenValues = { name: '', scopes: [], expiresAt: '' };

/**
 * The chosen day is included: the token works until the end of it in the browser's time zone
 * (sent as an ISO instant). A value that is not a calendar date is sent as written, so the
 * contract refuses it with its message.
 */
export function expiryOf(day: string): string | null {
  const value = day.trim();
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? value : end.toISOString();
}

export const apiTokenInput = (values: ApiTokenValues): ApiTokenInput => ({
  name: values.name.trim(),
  scopes: values.scopes,
  expiresAt: expiryOf(values.expiresAt),
});

const contract = zodValidate<ApiTokenInput>(createApiTokenSchema);

/** The contract's rules on the input as it will be sent, plus the server's "in the future" check. */
export function checkApiToken(values: ApiTokenValues, now = Date.now()): FormErrors {
  const input = apiTokenInput(values);
  const errors = contract(input);
  if (!errors.expiresAt && input.expiresAt && new Date(input.expiresAt).getTime() <= now) {
    errors.expiresAt = API_TOKEN_MESSAGES.badExpiry;
  }
  return errors;
}
