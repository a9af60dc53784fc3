import { markShared } from '../../shared/live/shared-payload';
import type { MaskedCard } from './pay-fields';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { cardsKey, cardsOf } from './figure-views';
import type { PayScope } from '../pay-core';
import type { PayUpdate } from './pay-feed';
import type { Computed } from './payroll-compute';

/** What a cards subscriber receives: the cards that changed or appeared, and the ids that left. */
export interface CardsDelta {
  period: Period;
  cards: MaskedCard[];
  removedIds: number[];
}

const cardJson = new WeakMap<MaskedCard, string>();

/** A card's content, serialised once per card object (computations are never mutated). */
function contentOf(card: MaskedCard): string {
  let json = cardJson.get(card);
  if (json === undefined) cardJson.set(card, (json = JSON.stringify(card)));
  return json;
}

/** Derives a view's push once per update; every subscriber of the view shares the same object. */
function once<T extends object>(update: PayUpdate, key: string, derive: () => T | null): T | null {
  const known = update.views.get(key) as T | null | undefined;
  if (known !== undefined) return known;
  const view = derive();
  const shared = view && markShared(view);
  update.views.set(key, shared);
  return shared;
}

/**
 * A subscriber's view of each update: the cards of its scope and department that changed, or
 * null when none did. Its key is made again only when a re-check brings new permissions, not
 * looked up for every subscriber at every change.
 */
export function cardsDeltaOf(scope: PayScope, departmentId: number | null): (update: PayUpdate) => CardsDelta | null {
  let permissions: PayScope['permissions'] | null = null;
  let key = '';
  return (update) => {
    if (scope.permissions !== permissions) {
      permissions = scope.permissions;
      key = cardsKey(scope, departmentId);
    }
    // Every subscriber of the view but the first finds it made: no closure is made for them.
    const known = update.views.get(key) as CardsDelta | null | undefined;
    if (known !== undefined) return known;
    return once(update, key, () => {
      const before = new Map(cardsOf(update.before, scope, departmentId).map((c) => [c.id, c]));
      const after = cardsOf(update.after, scope, departmentId);
      const cards = after.filter((c) => {
        const was = before.get(c.id);
        return !was || contentOf(was) !== contentOf(c);
      });
      const kept = new Set(after.map((c) => c.id));
      const removedIds = [...before.keys()].filter((id) => !kept.has(id));
      return cards.length || removedIds.length ? { period: update.after.period, cards, removedIds } : null;
    });
  };
}

/** A whole figure (stats, thresholds, base rate, summary) when the update changed it, else null. */
export function changedFigure<T extends object>(update: PayUpdate, key: string, figure: (c: Computed) => T): T | null {
  return once(update, key, () => {
    const after = figure(update.after);
    return JSON.stringify(after) === JSON.stringify(figure(update.before)) ? null : after;
  });
}
