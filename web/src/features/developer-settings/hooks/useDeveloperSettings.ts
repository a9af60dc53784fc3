import { useQuery } from '@apollo/client/react';
import {
  DeveloperSettingsChangedDocument,
  DeveloperSettingsDocument,
  type DeveloperSettingsFieldsFragment,
} from '@/gql/graphql';
import { usePushedInto } from '@/shared/live/usePushedInto';

export type DeveloperSettings = DeveloperSettingsFieldsFragment;

/**
 * The company's developer settings (every member reads them: the menu shows the logo), kept
 * current by `developerSettingsChanged`: each push is the whole value and replaces the query's
 * entry, so a developer's save reaches every open screen without polling. A socket that was down
 * refetches on reconnect (app/apollo.ts). No company: nothing is asked.
 */
export function useDeveloperSettings(companyId: number | null | undefined) {
  const skip = !companyId;
  const variables = { companyId: companyId ?? 0 };
  const result = useQuery(DeveloperSettingsDocument, { variables, skip, fetchPolicy: 'cache-and-network' });
  usePushedInto({ query: DeveloperSettingsDocument, variables, result }, DeveloperSettingsChangedDocument, {
    variables,
    skip,
    apply: (_data, { developerSettingsChanged }) => ({ developerSettings: developerSettingsChanged }),
  });
  const settings: DeveloperSettings | null = (!skip && result.data?.developerSettings) || null;
  return {
    settings,
    loading: !skip && result.loading && !settings,
    error: settings ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
  };
}
