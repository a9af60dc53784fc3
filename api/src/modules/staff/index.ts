// The public face of the staff domain: what the domains above it and the wiring (app/) may use.
export { branchesWithStaff, companyBranches } from './branches/branch-queries';
export { Branch } from './branches/branch.entity';
export { BRANCH_RECORD_CHANGED } from './branches/branch.events';
export { type BranchView } from './branches/branch.view';
export { BranchResolver } from './branches/branch.graphql';
export { branchRoutes } from './branches/branch.rest';
export { listBranches } from './branches/branch.service';
export {
  companyDepartments,
  departmentsById,
  employeeDepartmentIds,
  type NamedDepartment,
} from './departments/department-queries';
export { Department } from './departments/department.entity';
export { DEPARTMENT_RECORD_CHANGED } from './departments/department.events';
export { type DepartmentView } from './departments/department.view';
export { DepartmentResolver } from './departments/department.graphql';
export { departmentRoutes } from './departments/department.rest';
export { listDepartments } from './departments/department.service';
export {
  companyEmployeeIds,
  countEmployees,
  employeeExists,
  employeeIdsNamed,
  employeeNames,
  employeesBornOn,
  linkedUserIds,
  lockEmployee,
  ownEmployeeOf,
  payrollPeople,
  type BirthdayPerson,
  type PayrollPerson,
} from './employees/employee-lookup';
export { employeeWorkProfile, type WorkProfile } from './employees/employee-work-profile';
export { EmployeeBranch, EmployeeDepartment } from './employees/employee-placement.entity';
export { employeesPlacedIn, loadCompanyPlacements, loadPlacements } from './employees/employee-placements';
export { Employee } from './employees/employee.entity';
export { type Placements } from './employees/employee.view';
export { EMPLOYEE_RECORD_CHANGED } from './employees/employee.events';
export { employeeAsSeenBy, type SeenEmployee } from './employees/employee-fields';
export { EmployeeResolver } from './employees/employee.graphql';
export { employeeRoutes } from './employees/employee.rest';
export { EmployeeStatusEnum, EmploymentTypeEnum } from './employees/employee.types';
export { EmployeeTwinsResolver } from './employees/employee-twins.graphql';
export { listEmployees } from './employees/employee-list.service';
export { requireOwnOrAll, requireStaffRead, type StaffScope } from './employees/staff-access';
export { EmployeeImportResolver } from './import/import.graphql';
export { EMPLOYEES_IMPORTED } from './import/import.events';
export { employeeImportRoutes } from './import/import.rest';
export { employeeExportRoutes } from './import/employee-export.rest';
export { staffIntegrity } from './staff-integrity';
export {
  branchesForBackup,
  clearStaff,
  departmentsForBackup,
  employeePhotoIds,
  employeesForBackup,
  StaffRestore,
  type ClearedStaff,
  type StaffIds,
} from './staff-backup';
export { announceStaffReplaced } from './staff-restore-events';
