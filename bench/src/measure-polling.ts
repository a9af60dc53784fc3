import { CARDS_QUERY } from './dashboard-card';
import { Latencies, type Summary } from './stats';

export interface PollingResult {
  clients: number;
  intervalMs: number;
  /** The dashboards start requests during this window. */
  windowSeconds: number;
  /** From the first request to the last answer. */
  elapsedSeconds: number;
  /** What the dashboards would ask for if every answer were immediate. */
  offeredPerSecond: number;
  requests: number;
  errors: number;
  /** What the errors were, by kind. */
  errorKinds: Record<string, number>;
  /** Answers per second over the elapsed span. */
  requestsPerSecond: number;
  latencyMs: Summary;
}

/**
 * The load of the dashboards before pushes: `clients` dashboards, each asking for the employee
 * cards over GraphQL and asking again `intervalMs` after every answer (as Apollo's pollInterval
 * does), their first requests spread over one interval, for `windowMs`. They share Node's
 * keep-alive connections rather than holding one each as browsers would.
 */
export async function measurePolling(
  apiUrl: string,
  token: string,
  companyId: number,
  opts: { clients: number; intervalMs: number; windowMs: number },
): Promise<PollingResult> {
  const latency = new Latencies();
  const body = JSON.stringify({ query: CARDS_QUERY, variables: { companyId } });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let requests = 0;
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors++;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const start = performance.now();
  const stopAt = start + opts.windowMs;
  const pause = (ms: number) =>
    new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, stopAt - performance.now()))));

  const dashboard = async () => {
    await pause(Math.random() * opts.intervalMs);
    while (performance.now() < stopAt) {
      const sent = performance.now();
      try {
        const res = await fetch(`${apiUrl}/graphql`, { method: 'POST', headers, body });
        if (!res.ok) {
          failed(`HTTP ${res.status}`);
          await res.arrayBuffer();
        } else {
          const answer = (await res.json()) as { errors?: { message?: string }[]; data?: { employeeCards?: unknown } };
          if (answer.errors || !answer.data?.employeeCards)
            failed(`GraphQL: ${answer.errors?.[0]?.message ?? 'no data'}`);
        }
      } catch (e) {
        const cause = e instanceof Error ? ((e.cause as { code?: string } | undefined)?.code ?? e.message) : String(e);
        failed(cause);
      }
      latency.record(performance.now() - sent);
      requests++;
      await pause(opts.intervalMs);
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, dashboard));
  const elapsedSeconds = (performance.now() - start) / 1000;
  return {
    clients: opts.clients,
    intervalMs: opts.intervalMs,
    windowSeconds: opts.windowMs / 1000,
    elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
    offeredPerSecond: Math.round((opts.clients * 1000) / opts.intervalMs),
    requests,
    errors,
    errorKinds,
    requestsPerSecond: Math.round((requests / elapsedSeconds) * 10) / 10,
    latencyMs: latency.summary(),
  };
}
