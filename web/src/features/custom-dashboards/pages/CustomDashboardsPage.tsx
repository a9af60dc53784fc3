import { useCurrentCompany } from '@/shared/company/current-company-context';
import { canReadBranches, canReadDepartments, writesOf } from '@/shared/auth/roles';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { DashboardsScreen } from '../components/DashboardsScreen';
import { DASHBOARDS } from '../custom-dashboards.messages';

/** 'Пользовательские дашборды' (/custom-dashboards): the company's public dashboards, their links and forms. */
export default function CustomDashboardsPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={DASHBOARDS}>
      {(company) => (
        <DashboardsScreen
          companyId={company.id}
          writes={writesOf(company, 'dashboard')}
          canReadStaff={canReadDepartments(company) && canReadBranches(company)}
        />
      )}
    </CompanyGate>
  );
}
