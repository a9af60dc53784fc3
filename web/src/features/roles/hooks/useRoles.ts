import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { SystemRolesChangedDocument, SystemRolesDocument } from '@/gql/graphql';
import { hasPermission, type PermissionHolder } from '@/shared/auth/roles';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { namesOf, sortRoles } from '../role-view';

/**
 * The company's roles, built in and custom, kept live: every `systemRolesChanged` push (the
 * whole list, on any role or member-role change) replaces the cached list, no round trip;
 * polled only while the socket is down. `companyId` null skips both.
 */
export function useRoles(companyId: number | null) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const result = useQuery(SystemRolesDocument, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.systemRoles),
  });
  useSubscription(SystemRolesChangedDocument, {
    variables,
    skip,
    onData: ({ client, data }) => {
      const list = data.data?.systemRolesChanged;
      if (list) client.cache.writeQuery({ query: SystemRolesDocument, variables, data: { systemRoles: list } });
    },
  });
  return {
    roles: result.data?.systemRoles ?? [],
    loading: result.loading && !result.data,
    error: result.error,
  };
}

/**
 * Every role of a company for the screens above (members, companies, settings): the list
 * highest priority first, code → name for labels, and the options of a role select. Read only
 * when the caller's role may (roles.view); otherwise empty, and labels fall back to the code.
 */
export function useCompanyRoles(company: ({ id: number } & PermissionHolder) | null | undefined) {
  const readable = Boolean(company) && hasPermission(company, 'roles.view');
  const { roles, loading } = useRoles(readable && company ? company.id : null);
  return useMemo(() => {
    const sorted = sortRoles(roles);
    return {
      roles: sorted,
      names: namesOf(sorted),
      options: sorted.map((r) => ({ value: r.code, label: r.name })),
      loading,
    };
  }, [roles, loading]);
}
