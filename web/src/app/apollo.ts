import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isMutationOperation } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { employeesFieldPolicy } from '@/features/employees';
import { wholeConnectionPolicy } from '@/shared/graphql/whole-connection';
import { createErrorMonitor, type ErrorMonitor } from '@/shared/error-monitor';
import { notifyLeaving } from '@/shared/ui/notify';
import { needsRelogin, RELOGIN_DELAY_MS, RELOGIN_PATH, RELOGIN_TITLE, reloginText } from './relogin';
import { socketStatus } from '@/shared/live/socket-status';
import { reconnectDelayMs } from './reconnect';

export function wsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          companies: { merge: (_existing, incoming) => incoming },
          companyMembers: { merge: (_existing, incoming) => incoming },
          companyInvitations: { merge: (_existing, incoming) => incoming },
          employees: employeesFieldPolicy,
          departments: { merge: (_existing, incoming) => incoming },
          branches: { merge: (_existing, incoming) => incoming },
          salaryRuleTemplates: { merge: (_existing, incoming) => incoming },
          bonusRuleTemplates: { merge: (_existing, incoming) => incoming },
          penaltyRuleTemplates: { merge: (_existing, incoming) => incoming },
          customDashboards: { merge: (_existing, incoming) => incoming },
          dashboardScreens: { merge: (_existing, incoming) => incoming },
          systemRoles: { merge: (_existing, incoming) => incoming },
          rolePermissions: { merge: (_existing, incoming) => incoming },
          sharedDashboardBirthdays: { merge: (_existing, incoming) => incoming },
          notificationsConnection: { merge: (_existing, incoming) => incoming },
          ledgerRecordsConnection: wholeConnectionPolicy(['companyId', 'period', 'from', 'to', 'filter']),
          performanceRecordsConnection: wholeConnectionPolicy(['companyId', 'period', 'from', 'to', 'employeeId']),
          payrollFixesConnection: wholeConnectionPolicy(['companyId', 'employeeId']),
        },
      },
      Subscription: {
        fields: { sharedDashboardBirthdaysChanged: { merge: (_existing, incoming) => incoming } },
      },
      Member: { keyFields: false },
      LoginResult: { keyFields: false },
      CompanyEvent: { keyFields: false },
      EmployeeEvent: { keyFields: false },
      DepartmentEvent: { keyFields: false },
      BranchEvent: { keyFields: false },
      CustomDashboardEvent: { keyFields: false },
      InvitationPreview: { keyFields: false },
      // Built-in roles have the same ids (-1…-6) in every company, with other counts: each list
      // keeps its own; tree entries likewise stay with the role's query.
      SystemRole: { keyFields: false },
      HierarchicalPermission: { keyFields: false },
      // Pay figures belong to a period: the same employee or department has other figures in
      // another month, so they are kept with the query that asked for them, never merged by id.
      EmployeeCard: { keyFields: false },
      ReportGroup: { keyFields: false },
      ReportBranch: { keyFields: false },
    },
  });
}

export interface AppApollo {
  client: ApolloClient;
  socket: Client;
  monitor: ErrorMonitor;
}

export function createApollo(): AppApollo {
  let wasDown = false;
  let lastCloseCode: number | undefined;
  const ref: { client?: ApolloClient } = {};
  const socket = createClient({
    url: wsUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // A replica shutting down (1012) is left at once for another; other closes back off.
    retryWait: async (retries) => {
      await new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries, lastCloseCode)));
    },
    on: {
      connected: () => {
        socketStatus.set(true);
        // Events pushed while the socket was down are lost: catch up once.
        if (wasDown) void ref.client?.refetchQueries({ include: 'active' });
        wasDown = false;
      },
      closed: (event) => {
        lastCloseCode = (event as { code?: number } | undefined)?.code;
        if (socketStatus.get()) wasDown = true;
        socketStatus.set(false);
      },
    },
  });

  let leaving = false;
  // Retries (network, 500), the session's renewal and the rest of the monitor's fixes
  // (docs/developer-settings.md): shared/error-monitor.
  const monitor = createErrorMonitor({
    sessionLost: (error) => needsRelogin(error, window.location.pathname),
    relogin: (operation) => {
      if (leaving) return;
      leaving = true;
      const { pathname } = window.location;
      // A refused change says why before leaving; a refused read just goes to sign in.
      if (isMutationOperation(operation.query)) {
        notifyLeaving(reloginText(pathname), RELOGIN_TITLE);
        setTimeout(() => window.location.assign(RELOGIN_PATH), RELOGIN_DELAY_MS);
      } else window.location.assign(RELOGIN_PATH);
    },
  });

  const client = new ApolloClient({
    link: monitor.link({
      socket: new GraphQLWsLink(socket),
      http: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    }),
    cache: createCache(),
  });
  ref.client = client;
  monitor.attach(client);
  return { client, socket, monitor };
}
