import type { EngineEmployee } from '@staffpay/pay-engine/engine.types';
import type { CardPerson } from '../../src/modules/payroll/payroll-loader';

/** Tests' card person of an engine employee: the names and status it has, the rest plain. */
export const cardPersonOf = (e: EngineEmployee, departmentName: string | null = null): CardPerson => ({
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
  photoUrl: null,
  role: 'employee',
  status: e.status,
  jobPosition: null,
  customPosition: null,
  employmentType: 'full_time',
  departmentId: e.departmentIds[0] ?? null,
  departmentName,
  branchId: null,
});
