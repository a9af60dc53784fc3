import { labelsOf, valuesOf, type Labelled } from '../enumerations/declaration';

/**
 * The built-in roles, declared once with their Russian names (enumerations/declaration.ts); their
 * presets are in policy.ts, and the database's employees.role CHECK constraint holds the same
 * codes (api/test/enum-constraints.int.test.ts compares them).
 */
export const COMPANY_ROLE = {
  owner: { label: 'Владелец' },
  manager: { label: 'Руководитель' },
  hr_manager: { label: 'HR-менеджер' },
  employee: { label: 'Сотрудник' },
  verifier: { label: 'Проверяющий' },
  developer: { label: 'Разработчик' },
} as const satisfies Record<string, Labelled>;
export type CompanyRole = keyof typeof COMPANY_ROLE;
export const COMPANY_ROLES = valuesOf(COMPANY_ROLE);
export const ROLE_LABELS = labelsOf(COMPANY_ROLE);
