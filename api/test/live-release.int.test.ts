import type pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';
import { resolveCaller } from '../src/app/caller';
import type { RequestContext } from '../src/shared/context';
import { attachSink } from '../src/shared/live/live-source';
import { pushQueue } from '../src/shared/live/push-queue';
import { whileMember } from '../src/shared/tenancy/live';

/**
 * A socket's operation holds no EntityManager while idle: the membership re-check at a
 * subscription's first push lets the operation's EntityManager go (releaseEm) rather than fork
 * one to clear it, which thousands of idle subscriptions would each keep (issue 35's memory).
 */
let app: TestApp;
let db: pg.Client;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
});

afterAll(async () => {
  await db?.end();
  await app?.close();
});

async function ownerContext(token: string): Promise<RequestContext> {
  const { deps } = app.server;
  return {
    app: deps,
    get em() {
      return deps.orm.em.fork();
    },
    releaseEm: () => undefined,
    auth: await resolveCaller(deps, token, 'bearer'),
    ip: '127.0.0.1',
    userAgent: null,
  };
}

/** A member's push-mode subscription over a fresh queue, and the ends it is told. */
async function watched(token: string, companyId: number) {
  const ends: unknown[] = [];
  const source = pushQueue<number>(() => undefined);
  const live = whileMember(await ownerContext(token), companyId, 'salaries.view', source.iterator);
  attachSink<number>(
    live,
    () => undefined,
    (failure) => ends.push(failure ?? 'done'),
  );
  return { source, live, ends };
}

it('tells a push-mode subscriber its end once, whether its source ends or it is returned, with no next() parked', async () => {
  const { owner, companyId } = await fixtures(app, db).company('Оконченная');
  const ended = await watched(owner.token, companyId);
  // The source ends by itself (a feed ends it, as a paused link's screens are ended).
  await ended.source.iterator.return!();
  await vi.waitFor(() => expect(ended.ends).toEqual(['done']));
  await ended.live.return!();
  expect(ended.ends).toEqual(['done']);

  const returned = await watched(owner.token, companyId);
  await returned.live.return!();
  expect(returned.ends).toEqual(['done']);
});

it('lets the operation’s EntityManager go at the first push’s re-check, and still delivers it', async () => {
  const { owner, companyId } = await fixtures(app, db).company('Отпускающая');
  const { deps } = app.server;
  const forked = vi.fn(() => deps.orm.em.fork());
  const releaseEm = vi.fn();
  const ctx: RequestContext = {
    app: deps,
    get em() {
      return forked();
    },
    releaseEm,
    auth: await resolveCaller(deps, owner.token, 'bearer'),
    ip: '127.0.0.1',
    userAgent: null,
  };
  const { push, iterator } = pushQueue<{ n: number }>(() => undefined);
  const live = whileMember(ctx, companyId, 'salaries.view', iterator);
  const received: { n: number }[] = [];
  attachSink<{ n: number }>(live, (value) => received.push(value));

  push({ n: 1 });
  await vi.waitFor(() => expect(received).toEqual([{ n: 1 }]));
  expect(releaseEm).toHaveBeenCalledTimes(1);
  expect(forked).not.toHaveBeenCalled();

  // Later pushes pass straight through: no re-check, nothing forked.
  push({ n: 2 });
  expect(received).toEqual([{ n: 1 }, { n: 2 }]);
  expect(forked).not.toHaveBeenCalled();
  await live.return!();
});
