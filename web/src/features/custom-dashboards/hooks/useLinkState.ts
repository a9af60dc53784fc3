import { useEffect, useState } from 'react';
import type { DashboardScreenFieldsFragment, ShareLinkState } from '@/gql/graphql';

/** setTimeout's longest delay: a later expiry is waited for in parts. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

const isPast = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();

/**
 * The link's state as of now: an active link whose expiry passes while the page is open shows
 * 'Истекла' at that moment, by a timer of its own (the server's state is as of its last answer).
 */
export function useLinkState(screen: DashboardScreenFieldsFragment): ShareLinkState {
  const { state, expiresAt } = screen;
  // The expiry seen passing: a new expiry is not past until its own timer says so.
  const [passed, setPassed] = useState(() => (isPast(expiresAt) ? expiresAt : null));
  useEffect(() => {
    if (!expiresAt || Number.isNaN(Date.parse(expiresAt))) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(
        () => (isPast(expiresAt) ? setPassed(expiresAt) : arm()),
        Math.max(0, Math.min(Date.parse(expiresAt) - Date.now(), LONGEST_WAIT_MS)),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return state === 'active' && expiresAt !== null && passed === expiresAt ? 'expired' : state;
}
