import type { BranchCardFragment } from '@/gql/graphql';

const norm = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** The search box: a case-insensitive substring of the name, the city or the address. */
export function filterBranches<T extends Pick<BranchCardFragment, 'name' | 'city' | 'address'>>(
  branches: readonly T[],
  query: string,
): T[] {
  const q = norm(query.trim());
  if (!q) return [...branches];
  return branches.filter((b) => [b.name, b.city, b.address].some((field) => norm(field).includes(q)));
}
