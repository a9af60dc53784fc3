import { can, type Need, type Permissions } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../context';
import { channelWatches } from '../live/channel-watch';
import { attachSink, canAttach, withAttach, type EndSink, type Sink } from '../live/live-source';
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

/**
 * Delivers `source` (a company-scoped subscription the caller was admitted to) only while the
 * caller's role still grants `need` in the company. A `membershipChanged` for that company makes it
 * re-read the membership; once it is gone or its role no longer grants `need` the iteration ends
 * and the source is released. The resolver still checks membership before calling this, so a
 * refusal reaches the client as an error rather than a silent end.
 *
 * The caller's membership channel is watched through the process's shared watch
 * (`channelWatches`): one bus subscription per principal, not one per subscription. Values that
 * arrive while a re-read is under way wait for its answer, in order.
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
  const events = source[Symbol.asyncIterator]();
  let finished = false;
  // A removal committed between the resolver's check and the watch going live would publish
  // unheard; one re-read at the first event closes that gap.
  let verified = false;
  /** The re-read under way, if any: values wait for it. */
  let checking: Promise<void> | null = null;
  // Made only when iterated: a push-mode subscription is told of its end through `told`.
  let endNow = () => {};
  let ended: Promise<null> | null = null;
  let told: EndSink | null = null;

  const stop = async () => {
    if (finished) return;
    finished = true;
    unwatch();
    endNow();
    const tell = told;
    told = null;
    await events.return?.();
    tell?.();
  };

  const stillAllowed = async (event: unknown): Promise<boolean> => {
    try {
      const member = await memberAfter(event, ctx, principal, companyId);
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

  /** Re-reads the membership after `event`, after any re-read already under way. */
  const recheck = (event: unknown): Promise<void> => {
    const run: Promise<void> = (checking ?? Promise.resolve()).then(async () => {
      if (!finished && !(await stillAllowed(event))) await stop();
      if (checking === run) checking = null;
    });
    checking = run;
    return run;
  };

  const unwatch = channelWatches(ctx.app.events).listen(
    'membershipChanged',
    principal,
    (change) => {
      if (finished || change.companyId !== companyId) return;
      verified = true;
      // The event object is shared by every subscription on the channel: one read for all of them.
      void recheck(change);
    },
    () => void stop(),
  );

  /** Resolves once no re-read is under way (the first event's included). */
  const settled = async (value: T): Promise<void> => {
    if (!verified) {
      verified = true;
      await recheck(value);
    }
    while (checking && !finished) await checking;
  };

  const done = (): IteratorResult<T> => ({ value: undefined, done: true });
  let pending: Promise<IteratorResult<T>> | null = null;

  const iterator: AsyncIterableIterator<T> = {
    async next() {
      while (!finished) {
        pending ??= events.next();
        ended ??= new Promise<null>((resolve) => (endNow = () => resolve(null)));
        const result = await Promise.race([pending, ended]);
        if (finished || result === null) break;
        pending = null;
        if (result.done) {
          await stop();
          break;
        }
        await settled(result.value);
        if (!finished) return { value: result.value, done: false };
      }
      return done();
    },
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
  // Push mode: values pass straight through while no re-read is under way; otherwise they are
  // held (in order) until it answers. The end (revoked, or the source's own) is told to `onEnded`.
  return withAttach(iterator, (sink: Sink<T>, onEnded: EndSink) => {
    let held: T[] | null = null;
    if (finished) return onEnded();
    told = onEnded;
    attachSink<T>(
      events,
      (value) => {
        if (finished) return;
        if (held) return void held.push(value);
        if (verified && !checking) return sink(value);
        held = [value];
        void settled(value).then(() => {
          const waiting = held ?? [];
          held = null;
          for (const v of waiting) if (!finished) sink(v);
        });
      },
      (failure) => {
        const tell = told;
        told = null;
        void stop();
        tell?.(failure);
      },
    );
  });
}
