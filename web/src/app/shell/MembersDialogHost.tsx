import { lazy, Suspense } from 'react';
import { membersDialog, useMembersDialog } from '@/shared/company/members-dialog';

const MembersModal = lazy(() => import('@/features/members/components/MembersModal'));

/** Mounts the members dialog the companies screen asked for (shared/company/members-dialog). */
export function MembersDialogHost() {
  const company = useMembersDialog();
  if (!company) return null;
  return (
    <Suspense fallback={null}>
      <MembersModal company={company} onClose={membersDialog.close} />
    </Suspense>
  );
}
