import { ApolloLink, CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { from, map, of, switchMap, throwError, timer, type Observable } from 'rxjs';
import { ERROR_MONITOR } from '@staffpay/schema/client-errors/client-error.schemas';
import { refetchArea } from './areas';
import type { ConnectionCheck } from './connection-check';
import { errorKey, type LoggedError, type NoticedError } from './error-log';
import { describeFailure, isBadInput, isServerFailure, isUnavailable } from './failures';

/** The current user is asked once, never retried (docs/developer-settings.md). */
const NO_RETRY = new Set(['Me']);
const GRAPHQL_PATH = '/graphql';
const REFRESH_PATH = '/api/auth/refresh';

interface LinkDeps {
  record(noticed: NoticedError): LoggedError;
  /** A call the page itself cancelled (it is being left, or the caller aborted): not an error. */
  cancelled(error: ErrorLike): boolean;
  claimFix(key: string): boolean;
  connection: ConnectionCheck;
  sessionLost(error: ErrorLike): boolean;
  relogin(operation: ApolloLink.Operation): void;
  fetch: typeof window.fetch;
}

export interface Transports {
  socket: ApolloLink;
  http: ApolloLink;
}

const isRead = (operation: ApolloLink.Operation) => operation.operationType === OperationTypeNode.QUERY;

/**
 * The monitor's links, wrapped around the transports:
 *
 *   fixes ─┬─ subscription: unavailable retry ─ watch ─ the socket
 *          └─ otherwise: network retry ─ unavailable as error ─ watch ─ HTTP
 *
 * `watch` logs every failed answer, retries included, and checks the connection when nothing
 * answered or the API said it cannot serve for a moment (503 SERVICE_UNAVAILABLE: its database is
 * away). The network retry is a query's 3 retries after a failed fetch; such a 503
 * arrives as a result carrying errors, which `unavailable as error` turns into the failure it is so
 * that the retry sees it. A subscription refused that way is asked for again, backing off, until it
 * is served. `fixes` sees an operation's failure once: it renews the session, retries a read after
 * a 500 or refreshes its area after a 400. Changes (mutations) are never sent twice.
 */
export function createMonitorLinks(deps: LinkDeps, transports: Transports) {
  const noticed = (error: ErrorLike, operation: ApolloLink.Operation): NoticedError => {
    const { kind, message, status } = describeFailure(error);
    return { kind, message, status, path: GRAPHQL_PATH, operation: operation.operationName ?? null };
  };

  const watch = new ErrorLink(({ error, operation }) => {
    if (deps.cancelled(error)) return;
    const entry = deps.record(noticed(error, operation));
    if (entry.kind === 'network' && !deps.connection.running() && deps.claimFix(entry.key)) deps.connection.check();
  });

  const networkRetry = new RetryLink({
    delay: { initial: 500, max: 5_000, jitter: true },
    attempts: {
      max: 4,
      retryIf: (error, operation) =>
        isRead(operation) && !NO_RETRY.has(operation.operationName ?? '') && describeFailure(error).kind === 'network',
    },
  });

  const unavailableAsError = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const refused =
          isRead(operation) && 'errors' in result && result.errors?.length ? new CombinedGraphQLErrors(result) : null;
        if (refused && isUnavailable(describeFailure(refused))) throw refused;
        return result;
      }),
    ),
  );

  // The socket's own reconnection covers a dropped connection; this covers the API refusing one.
  const unavailableRetry = new RetryLink({
    delay: { initial: 1_000, max: 15_000, jitter: true },
    attempts: { max: Infinity, retryIf: (error) => isUnavailable(describeFailure(error)) },
  });

  // Several reads refused at once share one refresh.
  let refreshing: Promise<boolean> | null = null;
  const refresh = () =>
    (refreshing ??= deps
      .fetch(REFRESH_PATH, { method: 'POST', credentials: 'include' })
      .then(
        (res) => res.ok,
        () => false,
      )
      .finally(() => {
        refreshing = null;
      }));

  const fixes = new ErrorLink(({ error, result, operation, forward }): Observable<ApolloLink.Result> | undefined => {
    const failure = describeFailure(error);
    const claim = () => deps.claimFix(errorKey(noticed(error, operation)));

    if (failure.kind === 'auth') {
      if (!deps.sessionLost(error)) return undefined;
      // Once the fixes are spent (or the refresh is refused), the way out of today: sign in again.
      if (!claim()) {
        deps.relogin(operation);
        return undefined;
      }
      const renewal = refresh().then((renewed) => {
        if (!renewed) deps.relogin(operation);
        return renewed;
      });
      // A subscription's stream goes on. A read waits and is sent again; a change's refusal is held
      // until the way out is announced, so the screen's own failure toast does not cover it.
      if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return undefined;
      return from(renewal).pipe(
        switchMap((renewed) => {
          if (renewed && isRead(operation)) return forward(operation);
          return result ? of(result) : throwError(() => error);
        }),
      );
    }
    if (!isRead(operation)) return undefined;
    if (isServerFailure(failure) && claim()) {
      return timer(ERROR_MONITOR.serverErrorRetryMs).pipe(switchMap(() => forward(operation)));
    }
    // The refetched queries' own failures are logged by `watch`.
    if (isBadInput(failure) && claim()) void refetchArea(operation.client, operation).catch(() => undefined);
    return undefined;
  });

  return ApolloLink.from([
    fixes,
    ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      ApolloLink.from([unavailableRetry, watch, transports.socket]),
      ApolloLink.from([networkRetry, unavailableAsError, watch, transports.http]),
    ),
  ]);
}
