const shared = new WeakSet<object>();

/**
 * Marks a push payload as the same for every subscriber who receives it (a view derived once per
 * change), so the socket server may execute the subscription's selection on it once per distinct
 * query rather than once per subscriber. Only mark payloads whose fields resolve without the
 * caller's context: bus events whose fields depend on the caller (e.g. myRole) must not be.
 */
export function markShared<T extends object>(payload: T): T {
  shared.add(payload);
  return payload;
}

export function isShared(payload: unknown): payload is object {
  return typeof payload === 'object' && payload !== null && shared.has(payload);
}
