import type { ApolloClient, ApolloLink, DocumentNode } from '@apollo/client';
import { Kind, OperationTypeNode } from 'graphql';

/**
 * A screen's "area" was the first path segment after /api while its calls were REST paths
 * (/api/employees/…, /api/departments/…); here it is the first word of a query's root field, in the
 * singular, so `employee`, `employees`, `employeeCards` and `employeeLedgerHistory` are one area,
 * `companies`, `company` and `companyMembers` another, `notifications` and `notificationCount` a third.
 */
export function areaOf(rootField: string): string {
  const word = /^[a-z]+/.exec(rootField)?.[0] ?? rootField;
  return word
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '');
}

function rootFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.QUERY
      ? d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
      : [],
  );
}

/**
 * Refetches the active queries of the failing read's area, itself excepted: its own answer is the
 * refusal, while the others hold the cached data (a list, a chosen id) the refused read was built from.
 */
export async function refetchArea(
  client: ApolloClient,
  failing: Pick<ApolloLink.Operation, 'query' | 'operationName'>,
) {
  const [first] = rootFields(failing.query);
  if (!first) return;
  const area = areaOf(first);
  const include = [...client.getObservableQueries('active')]
    .filter((q) => q.queryName !== failing.operationName && rootFields(q.query).some((f) => areaOf(f) === area))
    .map((q) => q.query);
  if (include.length > 0) await client.refetchQueries({ include });
}
