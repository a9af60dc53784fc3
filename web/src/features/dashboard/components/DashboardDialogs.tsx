import { Modal } from '@mantine/core';
import type { CompanyCardFragment } from '@/gql/graphql';
import { EmployeeEditDialog, PassportModal, useStructureOptions } from '@/features/employees';
import { LedgerHistory, LedgerRecordModal } from '@/features/ledger';
import { DASHBOARD } from '../dashboard.messages';
import type { QuickMode } from './QuickActions';

export type DashboardDialog =
  | { kind: 'ledger'; mode: QuickMode; employeeId: number | null }
  | { kind: 'edit'; employeeId: number }
  | { kind: 'details'; employeeId: number }
  | { kind: 'history'; employeeId: number; name: string };

function Passport({
  company,
  employeeId,
  onClose,
}: {
  company: CompanyCardFragment;
  employeeId: number;
  onClose(): void;
}) {
  const { branchNames } = useStructureOptions(company.id);
  return (
    <PassportModal
      companyId={company.id}
      employeeId={employeeId}
      company={company}
      branchNames={branchNames}
      onClose={onClose}
    />
  );
}

/** The one dialog the dashboard has open: a ledger form, the edit form, the passport or the history. */
export function DashboardDialogs({
  company,
  dialog,
  onClose,
}: {
  company: CompanyCardFragment;
  dialog: DashboardDialog | null;
  onClose(): void;
}) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'ledger':
      return (
        <LedgerRecordModal companyId={company.id} mode={dialog.mode} employeeId={dialog.employeeId} onClose={onClose} />
      );
    case 'edit':
      return <EmployeeEditDialog company={company} employeeId={dialog.employeeId} onClose={onClose} />;
    case 'details':
      return <Passport company={company} employeeId={dialog.employeeId} onClose={onClose} />;
    case 'history':
      return (
        <Modal opened onClose={onClose} title={DASHBOARD.historyTitle(dialog.name)} size="lg">
          <LedgerHistory companyId={company.id} employeeId={dialog.employeeId} />
        </Modal>
      );
  }
}
