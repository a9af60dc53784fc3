import { useCurrentCompany } from '@/shared/company/current-company-context';
import { canReadPay } from '@/shared/auth/roles';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { NoticePanel } from '@/shared/ui/NoticePanel';
import { SalaryScreen } from '../components/SalaryScreen';
import { SALARY } from '../salary.messages';

/** /salary: the KPI/salary calculation of the current company, for readers of pay. */
export default function SalaryPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={SALARY}>
      {(company) =>
        canReadPay(company) ? (
          <SalaryScreen company={company} />
        ) : (
          <NoticePanel title={SALARY.noAccess} hint={SALARY.noAccessHint} />
        )
      }
    </CompanyGate>
  );
}
