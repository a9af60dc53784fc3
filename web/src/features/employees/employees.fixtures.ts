import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import type { CompanyCardFragment, EmployeeFullFragment } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { permissionsOf } from '@/test/company';

/** Test data shaped as the API answers (used by the feature's tests only). */
export const company = (myRole: CompanyRole = 'owner'): CompanyCardFragment & { __typename: 'Company' } => ({
  __typename: 'Company',
  id: 10,
  name: 'Ромашка',
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  logoUrl: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole,
  myPermissions: permissionsOf(myRole),
  myRoleName: ROLE_LABELS[myRole],
});

export function employee(
  id: number,
  firstName: string,
  lastName: string,
  patch: Partial<EmployeeFullFragment> = {},
): EmployeeFullFragment & { __typename: 'Employee' } {
  return {
    __typename: 'Employee',
    id,
    companyId: 10,
    firstName,
    lastName,
    email: `user${id}@example.test`,
    phone: '+996 555 000 000',
    photoUrl: null,
    role: 'employee',
    status: 'active',
    employmentType: 'full_time',
    jobPosition: null,
    customPosition: null,
    departmentId: 1,
    departmentName: 'Продажи',
    departmentIds: [1],
    branchId: null,
    branchName: null,
    branchIds: [],
    hasFlexibleSchedule: false,
    workStartTime: '09:00',
    workEndTime: '18:00',
    userId: null,
    birthDate: null,
    startWorkDate: null,
    positions: [],
    positionIds: [],
    ordersCount: 0,
    employeeProfit: '0.00',
    workExperience: null,
    skillsCompetencies: null,
    certificates: null,
    foreignLanguages: null,
    education: null,
    previousWorkExperience: null,
    strengths: null,
    weaknesses: null,
    personalQualities: null,
    hobbies: null,
    ...patch,
  };
}

/** A connection page as `employees(...)` answers it. */
export function page(
  list: ReturnType<typeof employee>[],
  { totalCount = list.length, hasNextPage = false }: { totalCount?: number; hasNextPage?: boolean } = {},
) {
  const edges = list.map((node) => ({ __typename: 'EmployeeEdge' as const, cursor: `c${node.id}`, node }));
  return {
    employees: {
      __typename: 'EmployeeConnection' as const,
      totalCount,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      edges,
    },
  };
}

export const structure = {
  departments: [
    { __typename: 'Department' as const, id: 1, name: 'Продажи' },
    { __typename: 'Department' as const, id: 2, name: 'Маркетинг' },
  ],
  branches: [{ __typename: 'Branch' as const, id: 5, name: 'Центральный' }],
};
