import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import { createErrorMonitor } from './monitor';

/** What the fake server answers an operation with: a result, or an error the transport raises. */
export type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | Error;

export const httpStatus = (status: number) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response('', { status }),
    bodyText: '',
  });

export const refused = (code: string, message = 'Отказано') => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/**
 * An ApolloClient behind the monitor's links whose HTTP transport answers each operation from a
 * script (the last answer repeats), and a fake fetch for the REST calls the monitor makes itself.
 * With `http: 'fetch'` queries and changes go through Apollo's own HttpLink to the fake fetch
 * instead (`rest['/graphql']` answers them), as the browser's HTTP responses reach the app.
 */
export function monitoredClient(
  script: Record<string, Answer[]>,
  rest: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {},
  options: { http?: 'script' | 'fetch' } = {},
) {
  const calls: string[] = [];
  const http = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        const answers = script[name] ?? [new Error(`no answer for ${name}`)];
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        queueMicrotask(() => {
          if (answer instanceof Error) return observer.error(answer);
          observer.next(answer as never);
          observer.complete();
        });
      }),
  );
  const fetched: { path: string; init?: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    fetched.push({ path, init });
    const answer = rest[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(init);
  });
  const relogin = vi.fn();
  const reload = vi.fn();
  const monitor = createErrorMonitor({
    sessionLost: (error) => ServerError.is(error) || 'errors' in error,
    relogin,
    fetch,
    reload,
    sendBeacon: () => false,
  });
  const client = new ApolloClient({
    link: monitor.link({
      http: options.http === 'fetch' ? new HttpLink({ uri: '/graphql', fetch }) : http,
      socket: http,
    }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' } },
  });
  monitor.attach(client);
  const count = (name: string) => calls.filter((c) => c === name).length;
  return { client, monitor, calls, count, fetch, fetched, relogin, reload };
}
