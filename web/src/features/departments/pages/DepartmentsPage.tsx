import { useCurrentCompany } from '@/shared/company/current-company-context';
import { writesOf, type Writes } from '@/shared/auth/roles';
import { CardGridPage, CompanyGate } from '@/shared/ui/CardGridPage';
import { DepartmentCard } from '../components/DepartmentCard';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { filterDepartments } from '../department-view';
import { DEPARTMENTS } from '../departments.messages';
import { useDepartmentMutations } from '../hooks/useDepartmentMutations';
import { useDepartments } from '../hooks/useDepartments';

/** 'Управление отделами': search, card grid, create/edit dialog, confirmed delete. */
export default function DepartmentsPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={DEPARTMENTS}>
      {(company) => <Departments companyId={company.id} writes={writesOf(company, 'departments')} />}
    </CompanyGate>
  );
}

function Departments({ companyId, writes }: { companyId: number; writes: Writes }) {
  const { departments, loading, error } = useDepartments(companyId);
  const { createDepartment, updateDepartment, deleteDepartment, saving } = useDepartmentMutations(companyId);
  return (
    <CardGridPage
      texts={DEPARTMENTS}
      items={departments}
      loading={loading}
      error={error}
      canCreate={writes.create}
      filter={filterDepartments}
      onDelete={(department) => deleteDepartment(department.id)}
      renderCard={(department, actions) => <DepartmentCard department={department} writes={writes} {...actions} />}
      renderForm={(department, onClose) => (
        <DepartmentFormModal
          companyId={companyId}
          department={department}
          saving={saving}
          onClose={onClose}
          onSubmit={(input) => (department ? updateDepartment(department.id, input) : createDepartment(input))}
        />
      )}
    />
  );
}
