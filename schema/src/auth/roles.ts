export const COMPANY_ROLES = ['owner', 'manager', 'hr_manager', 'employee', 'verifier', 'developer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Владелец',
  manager: 'Руководитель',
  hr_manager: 'HR-менеджер',
  employee: 'Сотрудник',
  verifier: 'Проверяющий',
  developer: 'Разработчик',
};
