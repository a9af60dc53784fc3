import { useCurrentCompany } from '@/shared/company/current-company-context';
import { canReadPay, writesOf, type Writes } from '@/shared/auth/roles';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { NoPayAccess } from '../components/NoPayAccess';
import { SalaryTemplatesSection } from '../components/SalaryTemplatesSection';
import { useTemplateDirectory } from '../hooks/useTemplateDirectory';
import { SALARY_TEMPLATES } from '../rule-templates.messages';

/** The standalone salary rule templates page (/salary-templates): count, create and edit dialogs, empty state. */
export default function SalaryTemplatesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={SALARY_TEMPLATES}>
      {(company) =>
        canReadPay(company) ? (
          <SalaryTemplates companyId={company.id} writes={writesOf(company, 'salaries')} />
        ) : (
          <NoPayAccess />
        )
      }
    </CompanyGate>
  );
}

function SalaryTemplates({ companyId, writes }: { companyId: number; writes: Writes }) {
  const directory = useTemplateDirectory(companyId);
  return (
    <SalaryTemplatesSection
      companyId={companyId}
      writes={writes}
      directory={directory}
      variant="standalone"
      title={SALARY_TEMPLATES.title}
    />
  );
}
