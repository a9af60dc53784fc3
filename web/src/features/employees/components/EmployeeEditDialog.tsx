import type { PermissionHolder } from '@/shared/auth/roles';
import { useEmployeeMutations } from '../hooks/useEmployeeMutations';
import { useStructureOptions } from '../hooks/useStructureOptions';
import { EmployeeFormModal } from './EmployeeFormModal';

/** The edit dialog with its own options and mutations, for screens other than the staff list (the dashboard). */
export function EmployeeEditDialog({
  company,
  employeeId,
  onClose,
}: {
  company: { id: number } & NonNullable<PermissionHolder>;
  employeeId: number;
  onClose(): void;
}) {
  const structure = useStructureOptions(company.id);
  const mutations = useEmployeeMutations(company.id);
  return (
    <EmployeeFormModal
      companyId={company.id}
      employeeId={employeeId}
      departments={structure.departmentOptions}
      branches={structure.branchOptions}
      company={company}
      saving={mutations.saving}
      onClose={onClose}
      onSubmit={(input) => mutations.updateEmployee(employeeId, input)}
    />
  );
}
