import { useMutation } from '@apollo/client/react';
import { DEVELOPER_MESSAGES } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import {
  DeveloperSettingsDocument,
  SaveDeveloperSettingsDocument,
  type DeveloperSettingsFieldsFragment,
  type DeveloperSettingsInput,
} from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';

export type SaveOutcome =
  { ok: true; settings: DeveloperSettingsFieldsFragment } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Saves the changed developer settings with their toasts (saved, or the server's message);
 * the answer replaces the cached settings at once, the push brings them to the other screens.
 * A refusal of single fields comes back as `fieldErrors` for the form to show under them.
 */
export function useSaveDeveloperSettings(companyId: number) {
  const [mutate, { loading }] = useMutation(SaveDeveloperSettingsDocument);
  const save = async (
    input: DeveloperSettingsInput,
    success: string = DEVELOPER_MESSAGES.saved,
  ): Promise<SaveOutcome> => {
    try {
      const { data } = await mutate({
        variables: { companyId, input },
        update: (cache, { data: saved }) => {
          if (saved)
            cache.writeQuery({
              query: DeveloperSettingsDocument,
              variables: { companyId },
              data: { developerSettings: saved.saveDeveloperSettings },
            });
        },
      });
      if (!data) throw new Error('no answer');
      notifySuccess(success);
      return { ok: true, settings: data.saveDeveloperSettings };
    } catch (e) {
      notifyError(errorMessage(e, DEVELOPER_MESSAGES.saveFailed));
      return { ok: false, fieldErrors: errorFields(e) };
    }
  };
  return { save, saving: loading };
}
