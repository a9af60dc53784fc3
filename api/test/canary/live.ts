/**
 * The live part of the sweep: every subscription field, subscribed as each member lacking a key
 * while the owner changes canary records; the webhooks each reader made, as the receiver hears
 * them; and the write operations whose answers carry records, made by the reader itself.
 */
import { createClient, type Client } from 'graphql-ws';
import { getNamedType, type GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import { rest, type TestApp } from '../harness';
import { jsonSpots } from './canaries';
import type { CanaryCompany, Principal } from './canary-fixture';
import type { Findings } from './findings';
import { documentOf, halves, rootCalls, selectionOf, printSel, type GqlCall, type Sel } from './operations';
import type { SweepEnv } from './suite';
import { knownFor } from './sweep';

const LIMIT = /limit of \d+ exceeded/i;

interface Live {
  op: string;
  who: Principal;
  pushes: number;
}

/** Subscribes `call` as `who`; a subscription refused for its size is made in halves. */
function subscribeAll(
  client: Client,
  who: Principal,
  call: GqlCall,
  findings: Findings,
  lives: Live[],
  sel = call.selection,
) {
  const live: Live = { op: call.op, who, pushes: 0 };
  lives.push(live);
  client.subscribe(
    { query: documentOf(call, sel), variables: call.variables },
    {
      next: (result) => {
        const refused = !result.data && result.errors?.some((e) => LIMIT.test(e.message));
        const split = refused && sel ? halves(sel) : null;
        if (split) {
          lives.splice(lives.indexOf(live), 1);
          for (const half of split) subscribeAll(client, who, call, findings, lives, half);
          return;
        }
        if (result.data) live.pushes += 1;
        findings.record(who, call.op, jsonSpots(result), Boolean(result.data?.[call.field]), 'WS');
      },
      error: (err) => findings.notes.add(`${call.op} as ${who.name} ended: ${JSON.stringify(err).slice(0, 160)}`),
      complete: () => undefined,
    },
  );
}

/** Resolves when `done()` holds, checking at each push; gives up at the deadline. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

async function ownerCall(
  app: TestApp,
  company: CanaryCompany,
  method: string,
  path: string,
  body: object,
  status: number,
) {
  const res = await rest(app, method, path, { user: company.owner, body: { companyId: company.companyId, ...body } });
  if (res.status !== status) throw new Error(`owner ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The owner touches every kind of canary record, so each live view has something to push. */
async function ownerChanges(env: SweepEnv) {
  const { app, company } = env;
  const { ids, planted } = company;
  const { cal, amounts } = planted;
  await ownerCall(app, company, 'PUT', `/api/employees/${ids.main}`, { jobPosition: 'Солистка хора' }, 200);
  await ownerCall(app, company, 'PUT', `/api/employees/${ids.birthday}`, { jobPosition: 'Именинница дня' }, 200);
  await ownerCall(
    app,
    company,
    'POST',
    '/api/bonuses-penalties',
    { employeeId: ids.main, type: 'bonus', amount: amounts.pushBonus, reason: 'Живая', appliedDate: cal.liveFirst },
    201,
  );
  await ownerCall(
    app,
    company,
    'PUT',
    `/api/employee-performance/${ids.performance}`,
    {
      employeeId: ids.main,
      startDate: cal.liveFirst,
      endDate: cal.liveFirst,
      ordersCount: Number(planted.profit.liveOrders),
      employeeProfit: planted.profit.liveProfit,
      bonusRules: [{ ruleId: ids.bonusTemplate, unitCount: 1 }],
      penaltyRules: [{ ruleId: ids.penaltyTemplate, unitCount: 1 }],
    },
    200,
  );
  await ownerCall(
    app,
    company,
    'POST',
    '/api/fix-employee-rules',
    { employeeId: ids.birthday, startDate: cal.fixedFrom, endDate: cal.fixedTo, ordersCount: 0, employeeProfit: '0' },
    201,
  );
}

export async function liveSweep(env: SweepEnv, schema: GraphQLSchema): Promise<void> {
  const { app, company, findings, receiver } = env;
  const members = company.principals.filter((p) => p.kind === 'member');
  const clients: Client[] = [];
  const lives: Live[] = [];
  try {
    for (const who of members) {
      const connected = new Promise<void>((resolve) => {
        const client = createClient({
          url: app.url.replace(/^http/, 'ws') + '/graphql',
          webSocketImpl: WebSocket,
          connectionParams: { authToken: who.secret },
          retryAttempts: 0,
          lazy: true,
          on: { connected: () => resolve() },
        });
        clients.push(client);
        for (const call of rootCalls(schema, 'subscription', knownFor(company, who)).calls)
          subscribeAll(client, who, call, findings, lives);
      });
      await connected;
    }
    // A probe change every member's employee feed hears: once each has pushed, their
    // subscriptions (sent before it on the same socket) are in place.
    await ownerCall(app, company, 'PUT', `/api/employees/${company.ids.main}`, { jobPosition: 'Запевала' }, 200);
    const feeds = lives.filter((l) => l.op === 'subscription employeeChanged');
    if (!(await until(() => feeds.every((l) => l.pushes > 0), 20_000)))
      throw new Error('the probe change reached no employeeChanged subscription within 20 s');

    for (const who of members) await writesOf(env, schema, who);
    await ownerChanges(env);
    // Subscriptions with nothing to push are counted, not failed: wait for the rest with a deadline.
    await until(() => lives.every((l) => l.pushes > 0), 10_000);
    const silent = lives.filter((l) => l.pushes === 0);
    findings.notes.add(
      `${lives.length - silent.length} of ${lives.length} subscriptions pushed; silent: ${[...new Set(silent.map((l) => l.op))].join(', ')}`,
    );
    const hooks = company.principals.filter((p) => p.webhookId && !(p.kind === 'token' && p.user !== company.owner));
    const pathOf = (p: Principal) => `/${encodeURIComponent(p.name)}`;
    await receiver.until(() => hooks.every((p) => receiver.heard.some((h) => h.path === pathOf(p))), 20_000);
    for (const heard of receiver.heard) {
      const who = hooks.find((p) => pathOf(p) === heard.path);
      if (!who) continue;
      const event = (JSON.parse(heard.body) as { type?: string; event?: string }).type ?? 'event';
      findings.record(who, `delivery ${event}`, jsonSpots(JSON.parse(heard.body)), true, 'webhook');
    }
    const deaf = hooks.filter((p) => !receiver.heard.some((h) => h.path === pathOf(p)));
    if (deaf.length) findings.notes.add(`webhooks that heard nothing: ${deaf.map((p) => p.name).join(', ')}`);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
}

/** Writes whose answers carry records, made by `who` on the canary employee; each answer is read. */
async function writesOf(env: SweepEnv, schema: GraphQLSchema, who: Principal) {
  const { app, company, findings } = env;
  const { ids, planted } = company;
  const { cal } = planted;
  const companyId = company.companyId;
  const nothingMore = {
    employeeId: ids.main,
    startDate: cal.liveFirst,
    endDate: cal.liveFirst,
    ordersCount: 0,
    employeeProfit: '0',
  };
  const restWrites: [string, string, object][] = [
    ['POST', '/api/apply-employee-rules', nothingMore],
    ['POST', '/api/employee-performance', nothingMore],
    [
      'POST',
      '/api/bonuses-penalties',
      { employeeId: ids.main, type: 'bonus', amount: '1.11', reason: 'Проба', appliedDate: cal.liveFirst },
    ],
    ['PUT', `/api/employees/${ids.main}`, { jobPosition: `Проба ${who.name.length}` }],
  ];
  for (const [method, path, body] of restWrites) {
    const res = await rest(app, method, path, { headers: who.headers, body: { companyId, ...body } });
    const op = `${method} ${path.replace(/\/\d+$/, '/:id')}`;
    findings.record(who, op, jsonSpots(res.body), res.status < 300, 'write');
  }
  const mutations: [string, Record<string, unknown>][] = [
    ['savePerformance', { companyId, input: nothingMore }],
    [
      'createLedgerRecord',
      {
        companyId,
        input: { employeeId: ids.main, type: 'bonus', amount: '1.12', reason: 'Проба', appliedDate: cal.liveFirst },
      },
    ],
    ['updateEmployee', { companyId, id: ids.main, input: { jobPosition: 'Проба GraphQL' } }],
  ];
  const root = schema.getMutationType()!.getFields();
  for (const [name, variables] of mutations) {
    const field = root[name]!;
    const args = field.args.filter((a) => a.name in variables);
    const sel: Sel[] | undefined = selectionOf(schema, getNamedType(field.type));
    const query = `mutation(${args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')}) { ${name}(${args
      .map((a) => `${a.name}: $${a.name}`)
      .join(', ')}) ${sel ? `{ ${printSel(sel)} }` : ''} }`;
    const res = await rest(app, 'POST', '/graphql', { headers: who.headers, body: { query, variables } });
    findings.record(who, `mutation ${name}`, jsonSpots(res.body), Boolean(res.body?.data?.[name]), 'write');
  }
}
