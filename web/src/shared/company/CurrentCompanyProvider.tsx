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
  const [cleared, setCleared] = useState(false);
  const companies = data?.companies ?? EMPTY;

  // The stored company when it is listed, otherwise the first one; nothing after a clear.
  const currentCompany = cleared ? null : pickCompany(companies, storedId);
  const currentCompanyId = currentCompany?.id ?? null;

  // A fallback choice is remembered as if the user had made it.
  useEffect(() => {
    if (currentCompanyId !== null && currentCompanyId !== readStoredCompanyId()) storeCompanyId(currentCompanyId);
  }, [currentCompanyId]);

  const save = useCallback(
    (id: number | null) => {
      // A failed save is only a warning; it never blocks the change. The returned
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
      setCleared(false);
      save(id);
    },
    [save],
  );

  const clearCurrentCompany = useCallback(() => {
    storeCompanyId(null);
    setStoredId(null);
    setCleared(true);
    save(null);
  }, [save]);

  const value = useMemo<CurrentCompanyValue>(
    () => ({
      companies,
      loading: loading && !data,
      error,
      currentCompany,
      currentCompanyId,
      setCurrentCompany,
      clearCurrentCompany,
    }),
    [companies, loading, data, error, currentCompany, currentCompanyId, setCurrentCompany, clearCurrentCompany],
  );

  return <CurrentCompanyContext.Provider value={value}>{children}</CurrentCompanyContext.Provider>;
}
