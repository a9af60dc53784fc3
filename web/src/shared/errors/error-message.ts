import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/**
 * The text to show for a failed call: the server's message when it gave one (its texts are
 * written for the user: docs/api.md, 'Errors'), otherwise the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: { message?: string }[] };
      if (typeof body.message === 'string' && body.message) return body.message;
      const first = body.errors?.[0]?.message;
      if (first) return first;
    } catch {
      // not JSON: fall through
    }
    return fallback;
  }
  return fallback;
}

/** `extensions.reason` of the first GraphQL error (e.g. EMAIL_NOT_VERIFIED). */
export function errorReason(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** `extensions.code` of the first GraphQL error (e.g. NOT_FOUND, FORBIDDEN). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** `extensions.fieldErrors` of the first GraphQL error: the server's message per form field. */
export function errorFields(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fieldErrors;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[key] = messages[0];
  }
  return out;
}
