import type { ApolloClient, ApolloLink, ErrorLike } from '@apollo/client';
import { ERROR_MONITOR } from '@staffpay/schema/client-errors/client-error.schemas';
import { readStoredCompanyId } from '@/shared/company/current-company';
import { socketStatus } from '@/shared/live/socket-status';
import { createBrowserErrors, type BrowserError } from './browser-events';
import { createConnectionCheck } from './connection-check';
import { createErrorLog, type NoticedError } from './error-log';
import { createErrorReporter } from './error-report';
import { createMonitorLinks, type Transports } from './monitor-links';

/**
 * Chrome's and Safari's words for reading a property of undefined: a render read data that was not
 * there (docs/developer-settings.md).
 */
const UNDEFINED_PROPERTY = /Cannot read properties of undefined|undefined is not an object/i;

export interface MonitorOptions {
  /** The failure is a refused session on a page that needs one (public pages expect refusals). */
  sessionLost(error: ErrorLike): boolean;
  /** Leaves for sign-in once the session could not be renewed. */
  relogin(operation: ApolloLink.Operation): void;
  fetch?: typeof window.fetch;
  storage?: Storage;
  reload?: () => void;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * The client error monitor (docs/developer-settings.md): logs, reports and, three times at most per
 * error, tries a fix.
 */
export function createErrorMonitor(options: MonitorOptions) {
  const fetch = options.fetch ?? ((input, init) => window.fetch(input, init));
  const reload = options.reload ?? (() => window.location.reload());
  const log = createErrorLog(options.storage ?? localStorage);
  const reporter = createErrorReporter({
    fetch,
    companyId: () => readStoredCompanyId(options.storage ?? localStorage),
    sendBeacon: options.sendBeacon ?? ((url, data) => navigator.sendBeacon?.(url, data) ?? false),
  });
  let client: ApolloClient | undefined;
  // Leaving the page cancels the calls in flight; their failures say nothing about the app.
  let leaving = false;
  const cancelled = (error: ErrorLike) => leaving || error.name === 'AbortError';
  const refetchActive = () => void client?.refetchQueries({ include: 'active' }).catch(() => undefined);
  const connection = createConnectionCheck({ fetch, onRestored: refetchActive });

  function record(noticed: NoticedError) {
    const entry = log.record(noticed);
    reporter.add(entry);
    return entry;
  }

  function browserError({ critical, ...error }: BrowserError) {
    const entry = record({ ...error, path: window.location.pathname });
    if (!UNDEFINED_PROPERTY.test(entry.message) || !log.claimFix(entry.key)) return;
    // The data a component read was not there: fetch it again; a broken render only a reload mends.
    refetchActive();
    if (critical) setTimeout(reload, ERROR_MONITOR.reloadAfterMs);
  }

  const browser = createBrowserErrors(browserError);
  const deps = { record, cancelled, claimFix: log.claimFix, connection, ...options, fetch };

  return {
    /** The monitor's links around the app's two transports (see monitor-links.ts). */
    link: (transports: Transports) => createMonitorLinks(deps, transports),
    rootOptions: browser.rootOptions,
    attach(apollo: ApolloClient) {
      client = apollo;
    },
    /** Listens to the page; the returned function stops (tests). */
    start(): () => void {
      const stopListening = browser.listen();
      const prune = setInterval(log.prune, ERROR_MONITOR.pruneEveryMs);
      // The live socket closes first when the API goes away; a closed socket is not an error to log.
      const stopWatchingSocket = socketStatus.subscribe(() => {
        if (!socketStatus.get()) connection.check();
      });
      const onHide = () => {
        if (document.visibilityState === 'hidden') void reporter.flush({ leaving: true });
      };
      const onLeave = () => {
        leaving = true;
        void reporter.flush({ leaving: true });
      };
      // A page restored from the back-forward cache is live again.
      const onShow = () => (leaving = false);
      document.addEventListener('visibilitychange', onHide);
      window.addEventListener('beforeunload', onLeave);
      window.addEventListener('pagehide', onLeave);
      window.addEventListener('pageshow', onShow);
      return () => {
        stopListening();
        clearInterval(prune);
        stopWatchingSocket();
        connection.stop();
        document.removeEventListener('visibilitychange', onHide);
        window.removeEventListener('beforeunload', onLeave);
        window.removeEventListener('pagehide', onLeave);
        window.removeEventListener('pageshow', onShow);
      };
    },
  };
}

export type ErrorMonitor = ReturnType<typeof createErrorMonitor>;
