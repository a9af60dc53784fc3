import { Latencies, type Summary } from './stats';

/** What the web's company switcher asks (the CompanyCard fragment's fields of the list). */
const COMPANIES =
  '{ companies { id name description language timezone currency logoUrl createdAt myRole myRoleName myPermissions } }';

export interface QueryResult {
  requests: number;
  concurrency: number;
  errors: number;
  companiesPerResponse: number;
  seconds: number;
  throughputPerSecond: number;
  latencyMs: Summary;
}

async function companiesQuery(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: COMPANIES }),
  });
  const json = (await res.json()) as { data?: { companies: unknown[] }; errors?: unknown };
  if (!res.ok || !json.data) throw new Error(`companies query failed: ${res.status} ${JSON.stringify(json.errors)}`);
  return json.data.companies.length;
}

/**
 * A bounded closed-loop load: `concurrency` workers send `requests` queries in total, spread
 * round-robin over the API processes, each waiting for its answer before sending the next.
 */
export async function measureCompaniesQuery(
  urls: string[],
  token: string,
  opts: { requests: number; concurrency: number; warmup: number },
): Promise<QueryResult> {
  let next = 0;
  for (let i = 0; i < opts.warmup; i++) await companiesQuery(urls[i % urls.length], token);

  const latencies = new Latencies();
  let errors = 0;
  let companies = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= opts.requests) return;
      const started = performance.now();
      try {
        companies = await companiesQuery(urls[i % urls.length], token);
        latencies.record(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: opts.requests,
    concurrency: opts.concurrency,
    errors,
    companiesPerResponse: companies,
    seconds: Math.round(seconds * 1000) / 1000,
    throughputPerSecond: Math.round(((opts.requests - errors) / seconds) * 10) / 10,
    latencyMs: latencies.summary(),
  };
}
