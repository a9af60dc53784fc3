/** One connection page as the server answers it: `connection('LedgerRecord', rows)`; the last page unless `hasNextPage`. */
export function connection<N extends { id: number }>(
  typename: string,
  nodes: readonly N[],
  { hasNextPage = false } = {},
) {
  const edges = nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: `c${node.id}`, node }));
  return {
    __typename: `${typename}Connection`,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
  };
}
