import { useCurrentCompany } from '@/shared/company/current-company-context';
import { writesOf, type Writes } from '@/shared/auth/roles';
import { CardGridPage, CompanyGate } from '@/shared/ui/CardGridPage';
import { BranchCard } from '../components/BranchCard';
import { BranchFormModal } from '../components/BranchFormModal';
import { filterBranches } from '../branch-view';
import { BRANCHES } from '../branches.messages';
import { useBranchMutations } from '../hooks/useBranchMutations';
import { useBranches } from '../hooks/useBranches';

/** 'Филиалы': search, card grid, create/edit dialog, confirmed delete. */
export default function BranchesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={BRANCHES}>
      {(company) => <Branches companyId={company.id} writes={writesOf(company, 'branches')} />}
    </CompanyGate>
  );
}

function Branches({ companyId, writes }: { companyId: number; writes: Writes }) {
  const { branches, loading, error } = useBranches(companyId);
  const { createBranch, updateBranch, deleteBranch, saving } = useBranchMutations(companyId);
  return (
    <CardGridPage
      texts={BRANCHES}
      items={branches}
      loading={loading}
      error={error}
      canCreate={writes.create}
      filter={filterBranches}
      onDelete={(branch) => deleteBranch(branch.id)}
      renderCard={(branch, actions) => <BranchCard branch={branch} writes={writes} {...actions} />}
      renderForm={(branch, onClose) => (
        <BranchFormModal
          branch={branch}
          saving={saving}
          onClose={onClose}
          onSubmit={(input) => (branch ? updateBranch(branch.id, input) : createBranch(input))}
        />
      )}
    />
  );
}
