import { useMutation, useQuery } from '@apollo/client/react';
import {
  SettingsRoleNotificationsDocument,
  SettingsSaveRoleNotificationsDocument,
  type RoleNotificationSettingInput,
} from '@/gql/graphql';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { NOTIFICATION_SETTINGS } from '../notification-settings.messages';

/**
 * The company's role notification settings (every role × type) and saving them with their
 * toasts; the saved list replaces the cached one.
 */
export function useRoleNotificationSettings(companyId: number) {
  const variables = { companyId };
  const result = useQuery(SettingsRoleNotificationsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [saveMutation, saveState] = useMutation(SettingsSaveRoleNotificationsDocument);

  const save = async (settings: RoleNotificationSettingInput[]) => {
    try {
      await saveMutation({
        variables: { companyId, settings },
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: SettingsRoleNotificationsDocument,
              variables,
              data: { roleNotificationSettings: data.saveRoleNotificationSettings },
            });
        },
      });
      notifySuccess(NOTIFICATION_SETTINGS.saved);
      return true;
    } catch {
      // The original names one text for this failure, whatever the server said.
      notifyError(NOTIFICATION_SETTINGS.saveFailed);
      return false;
    }
  };

  return {
    settings: result.data?.roleNotificationSettings,
    error: result.data ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
    save,
    saving: saveState.loading,
  };
}
