import { createContext, useContext } from 'react';
import type { CompanyCardFragment } from '@/gql/graphql';

export type Company = CompanyCardFragment;

export interface CurrentCompanyValue {
  companies: Company[];
  loading: boolean;
  error: unknown;
  currentCompany: Company | null;
  currentCompanyId: number | null;
  setCurrentCompany(id: number): void;
  clearCurrentCompany(): void;
}

export const CurrentCompanyContext = createContext<CurrentCompanyValue | null>(null);

/** The selected company and the list; an error outside CurrentCompanyProvider. */
export function useCurrentCompany(): CurrentCompanyValue {
  const value = useContext(CurrentCompanyContext);
  if (!value) throw new Error('useCurrentCompany must be used within a CurrentCompanyProvider');
  return value;
}
