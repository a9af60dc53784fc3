import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from './context';

/**
 * Facts a domain states after its commit for the domains above it (notifications), which the
 * stating domain must not know. Domains add their facts by augmenting this map in their
 * `<x>.facts.ts` (`declare module '../../shared/domain-events'`), as they add topics to `Topics`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainFacts {}
export type FactName = keyof DomainFacts;

/** Who caused a fact and where: the request's app, its EntityManager (outside any transaction) and the actor. */
export interface FactOrigin {
  app: AppDeps;
  em: EntityManager;
  actorUserId: number | null;
}

export type FactListener<K extends FactName> = (fact: DomainFacts[K], origin: FactOrigin) => Promise<void>;

/**
 * The in-process dispatcher of facts, wired in app/ with the listeners. Stating a fact runs its
 * listeners in this process only, once (a fact is not broadcast: each is handled exactly once,
 * by the replica that committed the change), and awaits them so the request ends after them.
 * A listener's failure is logged and swallowed: the change has committed and stands.
 */
export class FactDispatcher {
  private readonly listeners = new Map<FactName, FactListener<FactName>[]>();

  on<K extends FactName>(name: K, listener: FactListener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as FactListener<FactName>]);
  }

  async state<K extends FactName>(origin: FactOrigin, name: K, fact: DomainFacts[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        await listener(fact, origin);
      } catch (error) {
        origin.app.log.error({ err: error, fact: name }, 'fact listener failed');
      }
    }
  }
}

/** States a fact of the request's change, after its commit and publish. */
export function stateFact<K extends FactName>(ctx: RequestContext, name: K, fact: DomainFacts[K]): Promise<void> {
  return ctx.app.facts.state({ app: ctx.app, em: ctx.em, actorUserId: ctx.auth?.userId ?? null }, name, fact);
}
