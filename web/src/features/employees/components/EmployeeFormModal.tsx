import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CompanyMembersDocument, EmployeeForEditDocument, type EmployeeInput } from '@/gql/graphql';
import { canReadMembers, type PermissionHolder } from '@/shared/auth/roles';
import { hiddenFields } from '../employee-form';
import { EMPLOYEE_FORM } from '../employees.messages';
import type { SaveResult } from '../hooks/useEmployeeMutations';
import type { Option } from '../hooks/useStructureOptions';
import { EmployeeForm } from './EmployeeForm';

/**
 * The create/edit dialog. Editing loads the whole record first (the list holds only what its
 * rows show); the company's members are offered as the account to link.
 */
export function EmployeeFormModal({
  companyId,
  employeeId,
  departments,
  branches,
  company,
  saving,
  onClose,
  onSubmit,
}: {
  companyId: number;
  employeeId: number | null;
  departments: Option[];
  branches: Option[];
  /** The caller's grants in the company: the members to link, the fields hidden. */
  company: PermissionHolder;
  saving: boolean;
  onClose(): void;
  onSubmit(input: EmployeeInput): Promise<SaveResult>;
}) {
  const existing = useQuery(EmployeeForEditDocument, {
    variables: { companyId, id: employeeId ?? 0 },
    skip: employeeId === null,
    fetchPolicy: 'network-only',
  });
  const withMembers = canReadMembers(company);
  const membersQuery = useQuery(CompanyMembersDocument, { variables: { companyId }, skip: !withMembers });
  const members: Option[] = useMemo(
    () =>
      (membersQuery.data?.companyMembers ?? []).map((m) => ({
        value: String(m.userId),
        label: `${m.firstName} ${m.lastName} (${m.email})`.trim(),
      })),
    [membersQuery.data],
  );
  const employee = existing.data?.employee ?? null;
  const title = employeeId === null ? EMPLOYEE_FORM.createTitle : EMPLOYEE_FORM.editTitle;

  let body;
  if (employeeId !== null && !employee) {
    body = existing.error ? (
      <Alert color="red">{EMPLOYEE_FORM.loadError}</Alert>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else {
    body = (
      <EmployeeForm
        key={employee?.id ?? 'new'}
        employee={employee}
        hidden={hiddenFields(company, employee)}
        departments={departments}
        branches={branches}
        members={members}
        saving={saving}
        onCancel={onClose}
        onSubmit={async (input) => {
          const result = await onSubmit(input);
          if (result.ok) onClose();
          return result;
        }}
      />
    );
  }

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {body}
    </Modal>
  );
}
