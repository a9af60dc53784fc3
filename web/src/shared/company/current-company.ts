/** The current-company rules (which company a tab works in), free of React so they are tested directly. */

export const CURRENT_COMPANY_KEY = 'currentCompanyId';

export function readStoredCompanyId(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const raw = storage.getItem(CURRENT_COMPANY_KEY);
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storeCompanyId(id: number | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  if (id === null) storage.removeItem(CURRENT_COMPANY_KEY);
  else storage.setItem(CURRENT_COMPANY_KEY, String(id));
}

/** On load: the stored company when it is in the list, otherwise the first company (or none). */
export function pickCompany<T extends { id: number }>(companies: readonly T[], storedId: number | null): T | null {
  if (storedId !== null) {
    const stored = companies.find((c) => c.id === storedId);
    if (stored) return stored;
  }
  return companies[0] ?? null;
}
