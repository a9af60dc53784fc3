import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  CreateBaseDashboardDocument,
  CreateCustomDashboardDocument,
  DeleteCustomDashboardDocument,
  RotateDashboardLinkDocument,
  UpdateCustomDashboardDocument,
  type ChangeKind,
  type CustomDashboardCardFragment,
  type CustomDashboardInput,
} from '@/gql/graphql';
import { notifyError, withToasts } from '@/shared/ui/notify';
import { DASHBOARDS } from '../custom-dashboards.messages';
import { applyDashboardChange } from '../dashboard-cache';

/**
 * Dashboard changes with their toasts: failure titled 'Ошибка' with the server's
 * message or the fallback. Each answer goes into the cached list at once; the event reaches
 * other tabs. Creating and saving need the departments and branches loaded (`structureReady`):
 * without them nothing is sent.
 */
export function useDashboardMutations(companyId: number, structureReady: boolean) {
  const [create, createState] = useMutation(CreateCustomDashboardDocument);
  const [createBase, baseState] = useMutation(CreateBaseDashboardDocument);
  const [update, updateState] = useMutation(UpdateCustomDashboardDocument);
  const [remove] = useMutation(DeleteCustomDashboardDocument);
  const [rotate] = useMutation(RotateDashboardLinkDocument);

  const attempt = (run: () => Promise<unknown>, success: string, failure: string) => {
    if (!structureReady) {
      notifyError(DASHBOARDS.structureMissing);
      return Promise.resolve(false);
    }
    return withToasts(run, success, failure, DASHBOARDS.successTitle);
  };
  const store = (cache: ApolloCache, kind: ChangeKind, dashboard: CustomDashboardCardFragment | undefined) => {
    if (dashboard) applyDashboardChange(cache, { kind, companyId, id: dashboard.id, dashboard });
  };

  return {
    createDashboard: (input: CustomDashboardInput) =>
      attempt(
        () =>
          create({
            variables: { companyId, input },
            update: (cache, { data }) => store(cache, 'created', data?.createCustomDashboard),
          }),
        DASHBOARDS.created,
        DASHBOARDS.createFailed,
      ),
    createBaseDashboard: () =>
      attempt(
        () =>
          createBase({
            variables: { companyId },
            update: (cache, { data }) => store(cache, 'created', data?.createBaseDashboard),
          }),
        DASHBOARDS.baseCreated,
        DASHBOARDS.baseFailed,
      ),
    updateDashboard: (id: number, input: CustomDashboardInput) =>
      attempt(
        () =>
          update({
            variables: { companyId, id, input },
            update: (cache, { data }) => store(cache, 'updated', data?.updateCustomDashboard),
          }),
        DASHBOARDS.updated,
        DASHBOARDS.updateFailed,
      ),
    // Deleting and rotating touch no selection: they never wait for the structure.
    deleteDashboard: (id: number) =>
      withToasts(
        () =>
          remove({
            variables: { companyId, id },
            update: (cache) => applyDashboardChange(cache, { kind: 'deleted', companyId, id }),
          }),
        DASHBOARDS.deleted,
        DASHBOARDS.deleteFailed,
        DASHBOARDS.successTitle,
      ),
    rotateLink: (id: number) =>
      withToasts(
        () => rotate({ variables: { companyId, id } }),
        DASHBOARDS.rotated,
        DASHBOARDS.rotateFailed,
        DASHBOARDS.successTitle,
      ),
    saving: createState.loading || updateState.loading,
    creatingBase: baseState.loading,
  };
}
