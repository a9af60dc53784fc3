import { ROLE_COLORS, type RoleColor } from '@staffpay/schema/roles/role.schemas';
import type { RoleItemFragment } from '@/gql/graphql';

type Role = Pick<RoleItemFragment, 'name' | 'code' | 'description' | 'priority'>;

/** Highest priority first, as GET /api/system-roles answers (docs/api.md); equal priorities by name. */
export function sortRoles<T extends Role>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name, 'ru'));
}

/** The search box: name, code or description contains the text (case-insensitive); sorted by priority. */
export function filterRoles<T extends Role>(roles: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase('ru');
  const found = q
    ? roles.filter((r) => [r.name, r.code, r.description ?? ''].some((v) => v.toLocaleLowerCase('ru').includes(q)))
    : roles;
  return sortRoles(found);
}

/** A stored colour as the contract names it ('gray' for anything else). */
export const roleColor = (color: string): RoleColor =>
  (ROLE_COLORS as readonly string[]).includes(color) ? (color as RoleColor) : 'gray';

/** The Mantine palette for a role colour ('purple' is Mantine's grape). */
export const mantineColor = (color: string): string => {
  const c = roleColor(color);
  return c === 'purple' ? 'grape' : c;
};

/** code → name of the company's roles, for labels of custom roles. */
export const namesOf = (roles: readonly Pick<RoleItemFragment, 'code' | 'name'>[]): ReadonlyMap<string, string> =>
  new Map(roles.map((r) => [r.code, r.name]));
