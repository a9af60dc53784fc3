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

/** An Apollo link answering by operation name; every call is recorded. */
export function fakeApollo(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const handler = handlers[name];
        // Subscriptions without a fake stay open and silent, like a quiet server.
        if (!handler && isSubscriptionOperation(operation.query)) return;
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
  return { client, calls };
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
