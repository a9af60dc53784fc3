import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Latencies, type Summary } from './stats';

const SUBSCRIPTION = 'subscription ($id: Int!) { companyChanged(companyId: $id) { kind companyId company { name } } }';
const RENAME = 'mutation ($id: Int!, $name: String!) { updateCompany(id: $id, input: { name: $name }) { id } }';

export interface PushResult {
  samples: number;
  lost: number;
  /** From the mutation's start on process A to the event's arrival at the subscriber on process B. */
  pushLatencyMs: Summary;
  /** The mutation's own HTTP round trip on process A, for comparison. */
  mutationMs: Summary;
}

/**
 * `samples` times, one after another: rename the company through process A and wait for the
 * companyChanged event carrying that name on a graphql-ws subscription held open on process B.
 */
export async function measurePush(
  mutateUrl: string,
  subscribeUrl: string,
  token: string,
  companyId: number,
  opts: { samples: number; timeoutMs: number },
): Promise<PushResult> {
  const waiting = new Map<string, (receivedAt: number) => void>();
  const client = createClient({
    url: subscribeUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
  });
  let failure: unknown = null;
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const unsubscribe = client.subscribe<{ companyChanged: { company: { name: string } | null } }>(
    { query: SUBSCRIPTION, variables: { id: companyId } },
    {
      next: (msg) => {
        const name = msg.data?.companyChanged.company?.name;
        if (name) waiting.get(name)?.(performance.now());
      },
      error: (e) => (failure = e),
      complete: () => undefined,
    },
  );
  await ready;
  await new Promise((r) => setTimeout(r, 300)); // let the server register the subscription

  const push = new Latencies();
  const mutation = new Latencies();
  let lost = 0;
  try {
    for (let i = 1; i <= opts.samples; i++) {
      if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
      const name = `Бенч ${i} ${Date.now()}`;
      const received = new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), opts.timeoutMs);
        waiting.set(name, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const started = performance.now();
      const res = await fetch(`${mutateUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: RENAME, variables: { id: companyId, name } }),
      });
      const body = (await res.json()) as { errors?: unknown };
      if (!res.ok || body.errors) throw new Error(`updateCompany failed: ${JSON.stringify(body.errors)}`);
      mutation.record(performance.now() - started);
      const at = await received;
      waiting.delete(name);
      if (at === null) lost++;
      else push.record(at - started);
    }
  } finally {
    unsubscribe();
    await client.dispose();
  }
  return { samples: opts.samples, lost, pushLatencyMs: push.summary(), mutationMs: mutation.summary() };
}
