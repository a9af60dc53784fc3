import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CompaniesDocument, SetPreferencesDocument } from '@/gql/graphql';
import { pickCompany, readStoredCompanyId, storeCompanyId } from './current-company';
import { CurrentCompanyContext, type CurrentCompanyValue } from './current-company-context';

const EMPTY: never[] = [];

export function CurrentCompanyProvider({ children }: { children: ReactNode }) {
  const { data, loading, error } = useQuery(CompaniesDocument);
  const [savePreference] = useMutation(SetPreferencesDocument);
  const [storedId, setStoredId] = useState<number | null>(() => readStoredCompanyId());
  const companies = data?.companies ?? EMPTY;

  // On load and whenever the list changes: keep the stored company if it is still listed,
  // otherwise take the first one and remember it.
  useEffect(() => {
    if (!data) return;
    const picked = pickCompany(data.companies, readStoredCompanyId());
    if (!picked) {
      setStoredId(null);
      return;
    }
    if (picked.id !== readStoredCompanyId()) storeCompanyId(picked.id);
    setStoredId(picked.id);
  }, [data]);

  const save = useCallback(
    (id: number | null) => {
      // A failed save is only a warning; it never blocks the change (spec 4). The returned
      // user refreshes the cached `me`.
      savePreference({ variables: { currentCompanyId: id } }).catch((e: unknown) => {
        console.warn('Не удалось сохранить текущую компанию', e);
      });
    },
    [savePreference],
  );

  const setCurrentCompany = useCallback(
    (id: number) => {
      storeCompanyId(id);
      setStoredId(id);
      save(id);
    },
    [save],
  );

  const clearCurrentCompany = useCallback(() => {
    storeCompanyId(null);
    setStoredId(null);
    save(null);
  }, [save]);

  const value = useMemo<CurrentCompanyValue>(() => {
    const currentCompany = companies.find((c) => c.id === storedId) ?? null;
    return {
      companies,
      loading: loading && !data,
      error,
      currentCompany,
      currentCompanyId: currentCompany?.id ?? null,
      setCurrentCompany,
      clearCurrentCompany,
    };
  }, [companies, storedId, loading, data, error, setCurrentCompany, clearCurrentCompany]);

  return <CurrentCompanyContext.Provider value={value}>{children}</CurrentCompanyContext.Provider>;
}
