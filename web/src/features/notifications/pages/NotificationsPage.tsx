import { useCurrentCompany } from '@/shared/company/current-company-context';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { NotificationsScreen } from '../components/NotificationsScreen';
import { NOTIFICATIONS } from '../notifications.messages';

/** 'Уведомления': the caller's notifications in the current company. */
export default function NotificationsPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={NOTIFICATIONS}>
      {(company) => <NotificationsScreen companyId={company.id} />}
    </CompanyGate>
  );
}
