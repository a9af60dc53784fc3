import { ERROR_REASON, isErrorCode, isErrorReason } from '@staffpay/schema/errors/error-codes';

/**
 * Every error body names its answer's X-Request-Id (request-id.int.test.ts): the test helpers
 * check that for every call the tests make, then take it out, so expectations compare what is theirs.
 * A REST error body (one with a `message`) also carries its stable `code` from the contract
 * (error-codes.int.test.ts): checked here for every call too, then taken out. Its `reason`, where
 * one applies, is checked to refine that code and kept (the tests that provoke one assert it);
 * GraphQL `extensions` keep their code, which tests assert.
 */
export function withoutRequestId<T>(body: T, header: string | null | undefined): T {
  if (body === null || typeof body !== 'object' || !('requestId' in body)) return body;
  const { requestId, ...rest } = body as { requestId: unknown };
  if (requestId !== header) throw new Error(`requestId ${String(requestId)} is not the answer's X-Request-Id`);
  if (!('message' in rest)) return rest as T;
  const { code, ...own } = rest as { code?: unknown; reason?: unknown };
  if (!isErrorCode(code)) throw new Error(`error body's code ${String(code)} is not in the contract's ERROR_CODE`);
  const { reason } = own;
  if (reason === undefined) return own as T;
  if (!isErrorReason(reason) || ERROR_REASON[reason].code !== code) {
    throw new Error(`error body's reason ${String(reason)} is not one of ${code} in the contract's ERROR_REASON`);
  }
  return own as T;
}
