import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ROOT, startApi, type ApiProcess } from './api-processes';
import { createBenchDatabase, createCompanies, seedUsers } from './seed';

/**
 * `pnpm --filter bench proxy-smoke`: runs deploy/nginx.conf for real (the local nginx binary,
 * upstream names pointed at two local API processes) and checks, through the proxy: health,
 * a GraphQL query, a WebSocket subscription fed by a mutation on the other replica, and 413.
 * Docker cannot run here; this checks the proxy part of docker-compose.yml. Loopback only.
 */
const PROXY_PORT = Number(process.env.PROXY_SMOKE_PORT ?? 18080);
const check = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`FAILED: ${what}`);
  console.log(`ok - ${what}`);
};

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-nginx-'));
  // nginx workers drop to an unprivileged user: they must be able to buffer large bodies here.
  fs.chmodSync(work, 0o755);
  for (const dir of ['body', 'proxy']) fs.mkdirSync(path.join(work, dir), { mode: 0o777 });
  for (const dir of ['body', 'proxy']) fs.chmodSync(path.join(work, dir), 0o777);
  const db = await createBenchDatabase(process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const apis: ApiProcess[] = [];
  let nginxStarted = false;
  const conf = path.join(work, 'nginx.conf');
  try {
    const secret = randomBytes(24).toString('hex');
    const appUrl = `http://127.0.0.1:${PROXY_PORT}`;
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      SESSION_SECRET: secret,
      APP_URL: appUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATA_DIR: work,
    };
    apis.push(await startApi('api-1', env), await startApi('api-2', env));
    const site = fs
      .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace('api-1:3000', new URL(apis[0].url).host)
      .replace('api-2:3000', new URL(apis[1].url).host)
      .replace('listen 80;', `listen 127.0.0.1:${PROXY_PORT};`);
    fs.writeFileSync(
      conf,
      `daemon on; pid ${work}/nginx.pid; error_log ${work}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${site}
}
`,
    );
    const test = spawnSync('nginx', ['-t', '-p', work, '-c', conf], { encoding: 'utf8' });
    check(test.status === 0, `nginx -t accepts deploy/nginx.conf\n${test.stderr}`);
    const run = spawnSync('nginx', ['-p', work, '-c', conf], { encoding: 'utf8' });
    check(run.status === 0, `nginx starts ${run.stderr}`);
    nginxStarted = true;

    const health = await fetch(`${appUrl}/api/health`);
    check(health.ok, 'GET /api/health through the proxy');

    const { token } = await seedUsers(db.url, secret, 0);
    const [companyId] = await createCompanies(appUrl, token, 1);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const q = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ query: '{ companies { id } }' }),
    }).then((r) => r.json() as Promise<{ data?: { companies: { id: number }[] } }>);
    check(q.data?.companies[0]?.id === companyId, 'POST /graphql through the proxy');

    const names = new Set<string>();
    const client = createClient({
      url: appUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { origin: appUrl } });
        }
      },
      connectionParams: { authToken: token },
      retryAttempts: 0,
    });
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe<{ companyChanged: { company: { name: string } } }>(
      { query: `subscription { companyChanged(companyId: ${companyId}) { company { name } } }` },
      {
        next: (m) => names.add(m.data?.companyChanged.company.name ?? ''),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await connected;
    await new Promise((r) => setTimeout(r, 300));
    // Round-robin sends the mutations to both replicas; the subscriber sits on one of them.
    for (let i = 0; i < 4; i++) {
      await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          query: `mutation { updateCompany(id: ${companyId}, input: { name: "Через прокси ${i}" }) { id } }`,
        }),
      });
    }
    const deadline = Date.now() + 5000;
    while (names.size < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await client.dispose();
    check(names.size === 4, `WebSocket subscription through the proxy got all 4 events (${names.size})`);

    const big = await fetch(`${appUrl}/api/companies`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'x', description: 'a'.repeat(15.5 * 1024 * 1024) }),
    });
    const bigText = await big.text();
    check(
      big.status === 413 && bigText.includes('Слишком большой запрос'),
      `413 JSON from the API through the proxy (${big.status} ${bigText.slice(0, 200)})`,
    );
    console.log('proxy smoke test passed');
  } finally {
    if (nginxStarted) spawnSync('nginx', ['-p', work, '-c', conf, '-s', 'stop']);
    await Promise.all(apis.map((a) => a.stop()));
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
