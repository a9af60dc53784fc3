/**
 * Every error body names its answer's X-Request-Id (request-id.int.test.ts): the test helpers
 * check that for every call the tests make, then take it out, so expectations compare what is theirs.
 */
export function withoutRequestId<T>(body: T, header: string | null | undefined): T {
  if (body === null || typeof body !== 'object' || !('requestId' in body)) return body;
  const { requestId, ...rest } = body as { requestId: unknown };
  if (requestId !== header) throw new Error(`requestId ${String(requestId)} is not the answer's X-Request-Id`);
  return rest as T;
}
