import { FIELD_KEYS } from '../roles/permission-tree';
import { open, records } from '../records/record-declaration';
import { needsOf } from '../records/stored-field';
import { EMPLOYEE_FIELDS } from './employee.fields';

/** Staff records as they may leave the server (docs/permissions.md); the employee's stored fields say their own. */
export const STAFF_RECORDS = records({
  Employee: {
    owner: 'id',
    fields: {
      ...needsOf(EMPLOYEE_FIELDS),
      ...open(
        'id',
        'companyId',
        'userId',
        'photoUrl',
        'departmentId',
        'departmentName',
        'departments',
        'branchId',
        'branchName',
        'createdAt',
        'updatedAt',
      ),
      ordersCount: FIELD_KEYS.profit,
      employeeProfit: FIELD_KEYS.profit,
      profit: FIELD_KEYS.profit,
    },
  },
  /** GET /api/employees/export: the file is written from this after the guard (docs/permissions.md). */
  EmployeeExport: {
    fields: { ...open('format', 'departmentNames', 'branchNames'), employees: { of: 'Employee' } },
  },
  EmployeeEvent: { fields: { ...open('companyId', 'employeeId', 'kind'), employee: { of: 'Employee' } } },
});
