import { ApolloClient, ApolloLink } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createCache } from '@/app/apollo';
import { AppProviders } from '@/app/providers';

type Result = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Handler = (variables: Record<string, unknown>) => Result | Promise<Result>;

/**
 * An Apollo link answering by operation name; every call is recorded. `emit(name, result)` pushes
 * a result to every open subscription of that name, as the server would; `complete(name)` ends them.
 */
export function fakeApollo(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const open = new Map<string, Set<{ next(result: never): void; complete(): void }>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const handler = handlers[name];
        // Subscriptions without a fake stay open and silent, like a quiet server, until emitted to.
        if (!handler && isSubscriptionOperation(operation.query)) {
          const subscribers = open.get(name) ?? new Set();
          open.set(name, subscribers);
          subscribers.add(observer);
          return () => subscribers.delete(observer);
        }
        if (!handler) {
          observer.error(new Error(`no fake for ${name}`));
          return;
        }
        Promise.resolve(handler(operation.variables))
          .then((result) => {
            observer.next(result as never);
            observer.complete();
          })
          .catch((e) => observer.error(e));
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const emit = (name: string, result: Result) => {
    for (const subscriber of open.get(name) ?? []) subscriber.next(result as never);
  };
  const complete = (name: string) => {
    for (const subscriber of [...(open.get(name) ?? [])]) subscriber.complete();
  };
  return { client, calls, emit, complete };
}

export function renderApp(
  ui: ReactElement,
  { client, route = '/', withRouter = true }: { client: ApolloClient; route?: string; withRouter?: boolean },
) {
  return render(
    <AppProviders client={client}>
      {withRouter ? <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter> : ui}
    </AppProviders>,
  );
}
