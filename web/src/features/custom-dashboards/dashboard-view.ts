import { DASHBOARD_FLAGS, type DashboardFlag } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { CustomDashboardCardFragment } from '@/gql/graphql';
import { pluralRu } from '@/shared/format/plural';

/** The parts a dashboard shows, in the contract's order. */
export const shownFlags = (dashboard: CustomDashboardCardFragment): DashboardFlag[] =>
  DASHBOARD_FLAGS.filter((flag) => dashboard[flag]);

/**
 * What a selection covers, for a card: `all` when empty (every one, present and future), else the
 * names. When no name is known (the role cannot read the lists, or they are not loaded) the ids
 * are counted instead; one deleted since is left out.
 */
export function selectionText(
  ids: readonly number[],
  names: ReadonlyMap<number, string>,
  all: string,
  forms: readonly [string, string, string],
): string {
  if (ids.length === 0) return all;
  const known = ids.flatMap((id) => names.get(id) ?? []);
  if (known.length === 0) return `${ids.length} ${pluralRu(ids.length, forms)}`;
  return known.join(', ');
}
