import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { startFakeOpenAi } from '../../api/test/support/fake-openai';
import { fill } from './payroll-seed';
import { createCompanies } from './seed';
import { call, machine, runSingleApi, writeResult } from './single-api';

/**
 * `pnpm --filter bench ai`: one API process (production mode) whose system AI provider is a local
 * OpenAI-compatible server answering at once, so the figures are the product's own cost: the
 * employee's work data and three months of payroll figures of a company of AI_EMPLOYEES (10 000)
 * employees, the prompt, the SDK and the transport. The company's allowance is 10 a minute: one
 * cold whole analysis (the months' payrolls computed), four warm ones, and five streamed over the
 * subscription (time to the first piece and to the end).
 */
const EMPLOYEES = Number(process.env.AI_EMPLOYEES ?? 10_000);
const log = (s: string) => console.log(`[ai-bench] ${s}`);
const ms = (t: number) => Math.round(t * 10) / 10;

const fake = await startFakeOpenAi(Array.from({ length: 40 }, (_, i) => `Фрагмент ${i + 1}. `));

async function streamed(url: string, token: string, companyId: number, employeeId: number) {
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
  });
  await new Promise<void>((resolve) => {
    client.on('connected', () => resolve());
    void client.subscribe(
      { query: '{ __typename }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
  });
  try {
    const start = performance.now();
    let first = 0;
    let text = '';
    await new Promise<void>((resolve, reject) =>
      client.subscribe<{ employeeAiAnalysis: { delta: string; done: boolean; error: string | null } }>(
        {
          query: 'subscription($c:Int!,$e:Int!){employeeAiAnalysis(companyId:$c,employeeId:$e){delta done error}}',
          variables: { c: companyId, e: employeeId },
        },
        {
          next: ({ data }) => {
            const chunk = data!.employeeAiAnalysis;
            if (chunk.error) return reject(new Error(chunk.error));
            if (!first && chunk.delta) first = performance.now() - start;
            text += chunk.delta;
          },
          error: reject,
          complete: resolve,
        },
      ),
    );
    if (text !== fake.answer) throw new Error('the streamed text differs from the provider’s');
    return { firstMs: ms(first), totalMs: ms(performance.now() - start) };
  } finally {
    await client.dispose();
  }
}

runSingleApi(
  'ai',
  async ({ api, databaseUrl, token }) => {
    const [companyId] = await createCompanies(api.url, token, 1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await fill(db, companyId!, EMPLOYEES);
      await db.query('analyze');
      const [employee] = (
        await db.query('select id from employees where company_id = $1 order by id limit 1', [companyId])
      ).rows;
      const whole = async () => {
        const start = performance.now();
        const body = JSON.parse(
          await call(`${api.url}/api/employee-ai-analysis/${employee.id}`, token, {
            method: 'POST',
            body: JSON.stringify({ companyId }),
          }),
        ) as { analysis: string };
        if (body.analysis !== fake.answer) throw new Error('the analysis differs from the provider’s');
        return ms(performance.now() - start);
      };
      const coldMs = await whole();
      const warmMs: number[] = [];
      for (let i = 0; i < 4; i++) warmMs.push(await whole());
      const stream: { firstMs: number; totalMs: number }[] = [];
      for (let i = 0; i < 5; i++) stream.push(await streamed(api.url, token, companyId!, employee.id));
      const prompt = fake.seen[0]!.body.messages.map((m) => m.content).join('\n');
      log(`whole: cold ${coldMs} ms, warm ${warmMs.join(' / ')} ms`);
      log(
        `streamed: first piece ${stream.map((s) => s.firstMs).join(' / ')} ms, end ${stream.map((s) => s.totalMs).join(' / ')} ms`,
      );
      log(`prompt: ${prompt.length} characters, provider requests ${fake.seen.length}`);
      const result = {
        date: new Date().toISOString(),
        machine: machine(),
        employees: EMPLOYEES,
        whole: { coldMs, warmMs },
        streamed: stream,
        promptCharacters: prompt.length,
      };
      log(`results written to ${writeResult('ai', result)}`);
    } finally {
      await db.end();
      await fake.close();
    }
  },
  {
    AI_PROVIDER: 'custom',
    AI_API_ENDPOINT: fake.endpoint,
    AI_API_KEY: 'bench-key',
    ALLOW_PRIVATE_ENDPOINTS: 'true',
  },
);
