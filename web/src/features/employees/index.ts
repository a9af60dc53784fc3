// The public face of the employees feature: what the features above it and the shell may use.
export { EmployeeEditDialog } from './components/EmployeeEditDialog';
export { PassportModal } from './components/PassportModal';
export { STATUS_COLORS, employmentTypeLabel, jobTitle, statusLabel } from './employee-display';
export { useEmployeeLive } from './hooks/useEmployeeLive';
export { useStructureOptions } from './hooks/useStructureOptions';
export { employeesFieldPolicy } from './employee-cache';
