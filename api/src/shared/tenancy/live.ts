import { can, type Need, type Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../context';
import { attachSink, canAttach, withAttach, type Sink } from '../live/live-source';
import { callerMembership, callerUserId, principalChannel } from './membership';

export interface MembershipChange {
  /** The member; null when an integration's role changed or it was deleted (sent on its channel). */
  userId: number | null;
  companyId: number;
}

declare module '../events' {
  interface DomainEvents {
    /**
     * Sent on the user's channel (by the companies' `memberAccessChanged`): the user's membership
     * in `companyId` was removed, its role changed, or the role's grants changed. Carries no role:
     * listeners re-read it, so a stale or reordered event cannot grant anything.
     */
    membershipChanged: MembershipChange;
  }
}

type Member = Awaited<ReturnType<typeof callerMembership>>;
const readsByEvent = new WeakMap<object, Map<string, Promise<Member>>>();

/**
 * The member's role for the first-event check below. Subscriptions of one member woken by the
 * same event share one read started after that event (a thousand open dashboards of a manager
 * cost one query, not a thousand), which is exactly as fresh as a read of their own.
 */
function memberAfter(event: unknown, ctx: RequestContext, principal: string | number, companyId: number) {
  const read = () => callerMembership(ctx, companyId, ctx.app.orm.em.fork({ clear: true }), true);
  if (typeof event !== 'object' || event === null) return read();
  let reads = readsByEvent.get(event);
  if (!reads) readsByEvent.set(event, (reads = new Map()));
  // Tokens narrow by their own scopes: their reads are not shared with their principal's other callers.
  const key = `${principal}:${companyId}:${ctx.auth?.apiToken?.id ?? ''}`;
  let member = reads.get(key);
  if (!member) reads.set(key, (member = read()));
  return member;
}

type Race<T> =
  { from: 'control'; result: IteratorResult<MembershipChange> } | { from: 'source'; result: IteratorResult<T> };

/**
 * Delivers `source` (a company-scoped subscription the caller was admitted to) only while the
 * caller's role still grants `need` in the company. A `membershipChanged` for that company makes it
 * re-read the membership; once it is gone or its role no longer grants `need` the iteration ends and both bus
 * subscriptions are released. The resolver still checks membership before calling this, so a
 * refusal reaches the client as an error rather than a silent end.
 *
 * A plain object rather than an async generator: a generator parked on an `await` cannot be
 * returned until its next event, which would keep a Redis channel open after the client left.
 */
export function whileMember<T>(
  ctx: RequestContext,
  companyId: number,
  need: Need,
  source: AsyncIterable<T>,
  /**
   * The grant the subscription shapes its events with (which fields to hide): its permissions
   * are replaced by each re-check, so a narrowed role applies from the next event.
   */
  grant?: { permissions: Permissions },
): AsyncIterableIterator<T> {
  callerUserId(ctx);
  const principal = principalChannel(ctx.auth!);
  // Control first: the bus subscribes channels in call order, so once a source event arrives the
  // control channel is live and every later change reaches us.
  const control = ctx.app.events.subscribe('membershipChanged', principal)[Symbol.asyncIterator]();
  const events = source[Symbol.asyncIterator]();
  let pendingControl: Promise<Race<T>> | null = null;
  let pendingSource: Promise<Race<T>> | null = null;
  let finished = false;
  // A removal committed between the resolver's check and the control channel going live would
  // publish unheard; one re-read at the first event closes that gap.
  let verified = false;

  const stop = async () => {
    if (finished) return;
    finished = true;
    await Promise.allSettled([control.return?.(), events.return?.()]);
  };

  const stillAllowed = async (event?: unknown): Promise<boolean> => {
    try {
      // A fresh identity map: the operation's own one still holds the role it was admitted with.
      const member = event
        ? await memberAfter(event, ctx, principal, companyId)
        : await callerMembership(ctx, companyId, ctx.em.fork({ clear: true }), true);
      // Later field resolvers (e.g. myRole) on this operation's EntityManager must see the new role
      // too; a socket's operation lets its EntityManager go rather than keep a cleared one while idle.
      if (ctx.releaseEm) ctx.releaseEm();
      else ctx.em.clear();
      if (member && grant) grant.permissions = member.permissions;
      if (member && ctx.viewer) ctx.viewer = { ...ctx.viewer, permissions: member.permissions };
      return member !== null && can(member.permissions, need);
    } catch (error) {
      // Fail closed: without an answer the subscription ends; the client may subscribe again.
      ctx.app.log.error({ err: error }, 'membership re-check failed, subscription ended');
      return false;
    }
  };

  const done = (): IteratorResult<T> => ({ value: undefined, done: true });

  const next = async (): Promise<IteratorResult<T>> => {
    while (!finished) {
      pendingControl ??= control.next().then((result) => ({ from: 'control' as const, result }));
      pendingSource ??= events.next().then((result) => ({ from: 'source' as const, result }));
      const winner = await Promise.race([pendingControl, pendingSource]);
      if (finished) break;
      if (winner.result.done) {
        await stop();
        break;
      }
      if (winner.from === 'control') {
        pendingControl = null;
        if (winner.result.value.companyId !== companyId) continue;
        verified = true;
        // The event object is shared by every subscription on the channel: one read for all of them.
        if (!(await stillAllowed(winner.result.value))) await stop();
        continue;
      }
      pendingSource = null;
      if (!verified) {
        verified = true;
        if (!(await stillAllowed(winner.result.value))) {
          await stop();
          break;
        }
      }
      return { value: winner.result.value, done: false };
    }
    return done();
  };

  const iterator: AsyncIterableIterator<T> = {
    next,
    async return() {
      await stop();
      return done();
    },
    async throw(error: unknown) {
      await stop();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  if (!canAttach(events)) return iterator;
  // Push mode: the loop above only watches the control channel and the source's end; values pass
  // straight through, the first one held until its re-read (and any arriving meanwhile behind it).
  return withAttach(iterator, (sink: Sink<T>) => {
    let held: T[] | null = null;
    attachSink<T>(events, (value) => {
      if (finished) return;
      if (held) return void held.push(value);
      if (verified) return sink(value);
      held = [value];
      void stillAllowed(value).then(async (allowed) => {
        verified = true;
        if (!allowed) return stop();
        const waiting = held ?? [];
        held = null;
        for (const v of waiting) if (!finished) sink(v);
      });
    });
  });
}
