/**
 * The read operations, read from the code as the fuzz test reads them: every GET row of the REST
 * table and every query and subscription field of the schema, with their parameters filled by
 * name from the canary company's ids, so a new operation is swept without editing the sweep.
 */
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { documentedQuery, type RestRoute } from '../../src/shared/rest';

/** What parameters are filled with. */
export interface Known {
  companyId: number;
  /** The canary employee. */
  employeeId: number;
  /** Months asked for where a period is taken: the live one and the fixed one. */
  periods: string[];
  /** Ids by the path segment that names their kind (`/api/<segment>/:id`). */
  idsBySegment: Record<string, number | string | undefined>;
  roleId?: number;
  webhookId?: number;
  shareUrl?: string;
  /** The `input` of a query field that takes one (a preview), by field name. */
  inputs: Record<string, unknown>;
}

/** GET rows that are not reads: calling them would end the sweep's own session. */
const NOT_READS = new Set(['/api/logout']);

export interface RestCall {
  /** The route as written in the table, the operation's name. */
  op: string;
  url: string;
}

/** A zod field's allowed values when it is an enumeration (formats: xlsx, csv…). */
function enumValues(schema: unknown): string[] | undefined {
  let s = schema as { unwrap?: () => unknown; options?: unknown[] } | undefined;
  while (s && typeof s.unwrap === 'function' && !Array.isArray(s.options)) s = s.unwrap() as typeof s;
  return Array.isArray(s?.options) ? (s.options as string[]) : undefined;
}

function product(choices: [string, string[]][]): Record<string, string>[] {
  return choices.reduce<Record<string, string>[]>(
    (acc, [name, values]) => acc.flatMap((a) => values.map((v) => ({ ...a, [name]: v }))),
    [{}],
  );
}

/** Every GET of the REST table, once per period and per file format it takes. */
export function restReads(routes: readonly RestRoute[], known: Known): RestCall[] {
  const calls: RestCall[] = [];
  for (const route of routes) {
    if (route.method !== 'GET' || NOT_READS.has(route.path)) continue;
    const path = route.path.replace(
      /\/([\w-]+)\/:(\w+)|:(\w+)/g,
      (_whole: string, segment?: string, a?: string, b?: string) => {
        const name = (a ?? b)!;
        const value = pathValue(name, segment, known);
        return (segment ? `/${segment}/` : '') + encodeURIComponent(String(value ?? 'unknown'));
      },
    );
    // As documented: companyId where the row takes it in the query (shared/rest.ts).
    const shape: Record<string, unknown> = documentedQuery(route)?.shape ?? {};
    const choices: [string, string[]][] = [];
    for (const [name, schema] of Object.entries(shape)) {
      if (name === 'companyId') choices.push([name, [String(known.companyId)]]);
      else if (name === 'period') choices.push([name, known.periods]);
      else if (name === 'format') choices.push([name, enumValues(schema) ?? ['xlsx', 'csv']]);
    }
    for (const q of product(choices)) {
      const qs = new URLSearchParams(q).toString();
      calls.push({
        op: `GET ${route.path}${qs ? `?${qs}` : ''}`.replace(/companyId=\d+&?/, '').replace(/\?$/, ''),
        url: qs ? `${path}?${qs}` : path,
      });
    }
  }
  return calls;
}

function pathValue(name: string, segment: string | undefined, known: Known): string | number | undefined {
  if (name === 'companyId') return known.companyId;
  if (name === 'employeeId') return known.employeeId;
  if (name === 'shareUrl') return known.shareUrl;
  if (name === 'id' && segment) return known.idsBySegment[segment];
  return known.idsBySegment[name];
}

// ─── GraphQL ──────────────────────────────────────────────────────────────────────────────

/** One field of a selection set; `children` for objects, absent for leaves. */
export interface Sel {
  name: string;
  children?: Sel[];
}

const MAX_DEPTH = 4;

function requiredArgs(field: GraphQLField<unknown, unknown>) {
  return field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
}

/** Every scalar and enum field, objects to MAX_DEPTH, abstract types through inline fragments. */
export function selectionOf(schema: GraphQLSchema, type: GraphQLNamedType, depth = 1): Sel[] | undefined {
  if (isScalarType(type) || isEnumType(type)) return undefined;
  if (isAbstractType(type)) {
    const parts = schema.getPossibleTypes(type).flatMap((t) => {
      const sub = selectionOf(schema, t, depth);
      return sub?.length ? [{ name: `... on ${t.name}`, children: sub }] : [];
    });
    return [{ name: '__typename' }, ...parts];
  }
  if (!isObjectType(type)) return undefined;
  const out: Sel[] = [];
  for (const field of Object.values(type.getFields())) {
    if (requiredArgs(field).length) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) out.push({ name: field.name });
    else if (depth < MAX_DEPTH) {
      const sub = selectionOf(schema, named, depth + 1);
      if (sub?.length) out.push({ name: field.name, children: sub });
    }
  }
  return out;
}

export const printSel = (sel: Sel[]): string =>
  sel.map((s) => (s.children ? `${s.name} { ${printSel(s.children)} }` : s.name)).join(' ');

/** Two halves of a selection (a lone object field split inside), or null when it is one leaf. */
export function halves(sel: Sel[]): [Sel[], Sel[]] | null {
  if (sel.length >= 2) return [sel.slice(0, sel.length >> 1), sel.slice(sel.length >> 1)];
  const [only] = sel;
  if (!only?.children) return null;
  const h = halves(only.children);
  return h && [[{ ...only, children: h[0] }], [{ ...only, children: h[1] }]];
}

export interface GqlCall {
  kind: 'query' | 'subscription';
  field: string;
  /** The field with the argument values that differ between calls (period, format). */
  op: string;
  header: string;
  args: string;
  variables: Record<string, unknown>;
  selection?: Sel[];
}

export const documentOf = (c: GqlCall, selection = c.selection) =>
  `${c.kind} ${c.header} { ${c.field}${c.args} ${selection ? `{ ${printSel(selection)} }` : ''} }`;

function argValues(fieldName: string, arg: GraphQLArgument, known: Known): unknown[] | undefined {
  switch (arg.name) {
    case 'companyId':
      return [known.companyId];
    case 'employeeId':
      return [known.employeeId];
    case 'id':
      return /employee/i.test(fieldName) ? [known.employeeId] : fieldName === 'company' ? [known.companyId] : undefined;
    case 'roleId':
      return known.roleId === undefined ? undefined : [known.roleId];
    case 'webhookId':
      return known.webhookId === undefined ? undefined : [known.webhookId];
    case 'shareUrl':
      return known.shareUrl === undefined ? undefined : [known.shareUrl];
    case 'period':
      return known.periods;
    case 'format':
      return ['xlsx', 'csv'];
    case 'input':
      return fieldName in known.inputs ? [known.inputs[fieldName]] : undefined;
    default:
      return undefined;
  }
}

/** Every field of the root type, once per period and format; fields whose required arguments cannot be filled are returned apart. */
export function rootCalls(
  schema: GraphQLSchema,
  kind: 'query' | 'subscription',
  known: Known,
): { calls: GqlCall[]; unfilled: string[] } {
  const root = kind === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
  const calls: GqlCall[] = [];
  const unfilled: string[] = [];
  for (const field of Object.values(root?.getFields() ?? {})) {
    const filled: [GraphQLArgument, unknown[]][] = [];
    let missing = false;
    for (const arg of field.args) {
      const values = argValues(field.name, arg, known);
      if (values) filled.push([arg, values]);
      else if (isNonNullType(arg.type) && arg.defaultValue === undefined) missing = true;
    }
    if (missing) {
      unfilled.push(`${kind} ${field.name}`);
      continue;
    }
    const variants = filled.reduce<Record<string, unknown>[]>(
      (acc, [arg, values]) => acc.flatMap((a) => values.map((v) => ({ ...a, [arg.name]: v }))),
      [{}],
    );
    const header = filled.length ? `(${filled.map(([a]) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
    const args = filled.length ? `(${filled.map(([a]) => `${a.name}: $${a.name}`).join(', ')})` : '';
    const selection = selectionOf(schema, getNamedType(field.type));
    for (const variables of variants) {
      const shown = Object.entries(variables)
        .filter(([k]) => k === 'period' || k === 'format')
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ');
      calls.push({
        kind,
        field: field.name,
        op: `${kind} ${field.name}${shown ? `(${shown})` : ''}`,
        header,
        args,
        variables,
        selection,
      });
    }
  }
  return { calls, unfilled };
}
