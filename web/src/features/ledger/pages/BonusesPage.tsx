import { useCurrentCompany } from '@/shared/company/current-company-context';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { LedgerScreen } from '../components/LedgerScreen';
import { LEDGER } from '../ledger.messages';

/** /bonuses — 'Бонусы и штрафы' of the current company, or the prompt to choose one. */
export default function BonusesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={LEDGER}>
      {(company) => <LedgerScreen company={company} />}
    </CompanyGate>
  );
}
