import {
  createRoleSchema,
  DEFAULT_ROLE_PRIORITY,
  normalizePriority,
  normalizeRoleCode,
  updateRoleSchema,
  type RoleColor,
} from '@staffpay/schema/roles/role.schemas';
import type { SystemRoleInput, RoleItemFragment } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { roleColor } from './role-view';

/** The dialog's values as the inputs keep them; the contract's schemas read them as they are. */
export interface RoleFormValues {
  name: string;
  code: string;
  description: string;
  color: RoleColor;
  /** Text: anything not a number becomes the default 50. */
  priority: string;
}

export function initialRoleValues(role?: RoleItemFragment | null): RoleFormValues {
  return {
    name: role?.name ?? '',
    code: role?.code ?? '',
    description: role?.description ?? '',
    color: role ? roleColor(role.color) : 'blue',
    priority: String(role?.priority ?? DEFAULT_ROLE_PRIORITY),
  };
}

/** The code as it is typed: lowercased, spaces turned into underscores (the rest on submit). */
export const typedCode = (value: string) => value.toLowerCase().replace(/\s/g, '_');

/** The create schema checks the code; an update never sends one (it is locked after creation). */
export const roleValidator = (creating: boolean) =>
  zodValidate<RoleFormValues>(creating ? createRoleSchema : updateRoleSchema);

/** The values as createRole/updateRole take them. */
export function toRoleInput(values: RoleFormValues, creating: boolean): SystemRoleInput {
  return {
    name: values.name.trim(),
    ...(creating ? { code: normalizeRoleCode(values.code) } : {}),
    description: values.description.trim() || null,
    color: values.color,
    priority: normalizePriority(values.priority),
  };
}
