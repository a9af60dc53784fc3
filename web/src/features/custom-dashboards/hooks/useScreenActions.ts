import { useMutation } from '@apollo/client/react';
import type { FormErrors } from '@mantine/form';
import {
  PauseDashboardLinkDocument,
  ResumeDashboardLinkDocument,
  UpdateDashboardScreenDocument,
  type DashboardScreenInput,
} from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess, withToasts } from '@/shared/ui/notify';
import { DASHBOARDS, SCREEN } from '../custom-dashboards.messages';
import { screenFormErrors } from '../screen-form';

export type ScreenOutcome = { ok: true } | { ok: false; fieldErrors: FormErrors };

/**
 * A link's screen: pausing, resuming and its settings. Each answer is the dashboard, which the
 * cache merges by id into its card; `customDashboardChanged` brings it to other managers.
 */
export function useScreenActions(companyId: number) {
  const [update, updateState] = useMutation(UpdateDashboardScreenDocument);
  const [pause] = useMutation(PauseDashboardLinkDocument);
  const [resume] = useMutation(ResumeDashboardLinkDocument);

  return {
    pauseLink: (id: number) =>
      withToasts(
        () => pause({ variables: { companyId, id } }),
        SCREEN.paused,
        SCREEN.pauseFailed,
        DASHBOARDS.successTitle,
      ),
    resumeLink: (id: number) =>
      withToasts(
        () => resume({ variables: { companyId, id } }),
        SCREEN.resumed,
        SCREEN.resumeFailed,
        DASHBOARDS.successTitle,
      ),
    /** The server's refusal of a field is shown under it; any other failure as a toast. */
    updateScreen: async (id: number, input: DashboardScreenInput): Promise<ScreenOutcome> => {
      try {
        await update({ variables: { companyId, id, input } });
        notifySuccess(SCREEN.saved, DASHBOARDS.successTitle);
        return { ok: true };
      } catch (e) {
        const fieldErrors = screenFormErrors(errorFields(e));
        if (Object.keys(fieldErrors).length === 0) notifyError(errorMessage(e, SCREEN.saveFailed));
        return { ok: false, fieldErrors };
      }
    },
    savingScreen: updateState.loading,
  };
}
