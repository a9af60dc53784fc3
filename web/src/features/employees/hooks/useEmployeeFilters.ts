import { useEffect, useMemo, useState } from 'react';
import { EMPTY_FILTERS, toServerFilter, type FilterState } from '../employee-filters';

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The filter bar's state and the server filter it stands for (the search debounced, a reset at once). */
export function useEmployeeFilters() {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [appliedSearch, setAppliedSearch] = useState('');

  useEffect(() => {
    if (filters.search === appliedSearch) return;
    const timer = setTimeout(() => setAppliedSearch(filters.search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters.search, appliedSearch]);

  const serverFilter = useMemo(() => toServerFilter({ ...filters, search: appliedSearch }), [filters, appliedSearch]);

  const reset = () => {
    setFilters(EMPTY_FILTERS);
    setAppliedSearch('');
  };

  return { filters, setFilters, serverFilter, reset };
}
