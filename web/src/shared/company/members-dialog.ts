import { useSyncExternalStore } from 'react';
import type { CompanyCardFragment } from '@/gql/graphql';

/**
 * Which company's members dialog is open. The companies screen asks for it and the shell mounts
 * the dialog (app/shell/MembersDialogHost), so the companies feature never imports the members one.
 */
type Listener = () => void;

let openFor: CompanyCardFragment | null = null;
const listeners = new Set<Listener>();

const set = (company: CompanyCardFragment | null) => {
  openFor = company;
  for (const l of listeners) l();
};

export const membersDialog = {
  open: (company: CompanyCardFragment) => set(company),
  close: () => set(null),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The company whose members dialog is open, or null. */
export function useMembersDialog(): CompanyCardFragment | null {
  return useSyncExternalStore(
    membersDialog.subscribe,
    () => openFor,
    () => null,
  );
}
