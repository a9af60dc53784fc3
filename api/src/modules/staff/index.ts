// The public face of the staff domain: what the domains above it may use (lint refuses deeper imports).
export { branchesWithStaff, companyBranches } from './branches/branch-queries';
export {
  companyDepartments,
  departmentsById,
  employeeDepartmentIds,
  type NamedDepartment,
} from './departments/department-queries';
export {
  employeeExists,
  employeeIdsNamed,
  employeeNames,
  employeesBornOn,
  linkedUserIds,
  lockEmployee,
  payrollPeople,
  type BirthdayPerson,
} from './employees/employee-lookup';
export { employeesPlacedIn, loadCompanyPlacements, loadPlacements } from './employees/employee-placements';
export { Employee } from './employees/employee.entity';
export { EmployeeStatusEnum } from './employees/employee.types';
export { requireOwnOrAll, requireStaffRead, type StaffScope } from './employees/staff-access';
export { EMPLOYEE_RECORD_CHANGED } from './employees/employee.facts';
