import { createHash } from 'node:crypto';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeaderKeySchema,
  type IdempotencyErrorReason,
} from '@staffpay/schema/errors/idempotency';
import type { Auth } from '../../shared/context';

/** Thrown while reading a request's key: answered with its reason (IDEMPOTENCY_ERRORS), never run. */
export class KeyRefused extends Error {
  constructor(readonly reason: IdempotencyErrorReason) {
    super(reason);
  }
}

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  // Lengths first: parts that run into each other ("ab"+"c", "a"+"bc") never hash alike.
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('base64url');
};

/** The header's key, checked; undefined when the request sends none. */
export function headerKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const sent = headers[IDEMPOTENCY_KEY_HEADER];
  if (sent === undefined) return undefined;
  // Two headers are two keys: which one the caller meant is not guessed.
  if (typeof sent !== 'string' || !idempotencyHeaderKeySchema.safeParse(sent).success) {
    throw new KeyRefused('IDEMPOTENCY_KEY_INVALID');
  }
  return sent;
}

/** Who the key belongs to: an API token by its id (its creator's other tokens and sessions are others), a person by account. */
export function principalOf(auth: Auth): string {
  return auth.apiToken ? `token:${auth.apiToken.id}` : `user:${auth.userId}`;
}

/** Where a first answer is kept: per caller, per operation, per key (hashed: keys are the caller's text). */
export const storeKey = (principal: string, operation: string, key: string) => `${principal}:${sha256(operation, key)}`;

/** A REST request's parameters: method, path, query and the body's bytes as they came (their hash). */
export function restFingerprint(method: string, url: string, bodyHash: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at + 1);
  return sha256(method, path, search, bodyHash);
}

export interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** The key of a GraphQL request: the header's, or `extensions.idempotencyKey` (both given must agree). */
export function graphqlKey(fromHeader: string | undefined, body: GraphqlBody): string | undefined {
  const extensions = body.extensions;
  const inBody =
    extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>).idempotencyKey : undefined;
  if (inBody === undefined || inBody === null) return fromHeader;
  if (typeof inBody !== 'string' || !idempotencyHeaderKeySchema.safeParse(inBody).success) {
    throw new KeyRefused('IDEMPOTENCY_KEY_INVALID');
  }
  if (fromHeader !== undefined && fromHeader !== inBody) throw new KeyRefused('IDEMPOTENCY_KEYS_DIFFER');
  return inBody;
}

/**
 * The mutation a GraphQL request runs, named by its root fields (`createEmployee`), or null for a
 * query, a subscription or a document that does not parse (Apollo answers that one itself).
 */
export function mutationOf(body: GraphqlBody): string | null {
  if (typeof body.query !== 'string') return null;
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch {
    return null;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const name = typeof body.operationName === 'string' ? body.operationName : undefined;
  const operation = name
    ? operations.find((o) => o.name?.value === name)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'mutation') return null;
  const fields = operation.selectionSet.selections.map((s) =>
    s.kind === Kind.FIELD ? s.name.value : s.kind === Kind.FRAGMENT_SPREAD ? `...${s.name.value}` : '...',
  );
  return `mutation ${[...new Set(fields)].sort().join(',')}`;
}

/** A GraphQL request's parameters: the document, the variables and the operation's name. */
export function graphqlFingerprint(body: GraphqlBody): string {
  return sha256(String(body.query), JSON.stringify(body.variables ?? null), String(body.operationName ?? ''));
}
