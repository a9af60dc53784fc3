import {
  defaultFieldResolver,
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { FieldNeed, RecordDeclaration } from '@staffpay/schema/records/record-declaration';
import { RECORDS, keysOfNeed } from '@staffpay/schema/records/records';
import { viewerOf, type Viewer } from '../tenancy/viewer';
import { guardJson, isOwnRecord } from './guard';

type Resolver = GraphQLFieldResolver<unknown, { viewer?: Viewer }>;

/** Per operation context: objects nested in the viewer's own record, which show in full too. */
const ownNested = new WeakMap<object, WeakSet<object>>();

function isOwn(context: { viewer?: Viewer }, record: RecordDeclaration, source: unknown): boolean {
  if (source === null || typeof source !== 'object') return false;
  return isOwnRecord(record, source, viewerOf(context)) || (ownNested.get(context)?.has(source) ?? false);
}

function markOwn(context: object, value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  let set = ownNested.get(context);
  if (!set) ownNested.set(context, (set = new WeakSet()));
  for (const item of Array.isArray(value) ? value : [value]) if (item && typeof item === 'object') set.add(item);
}

/**
 * The resolver a field of a declared record gets, or none for an open one. `hidden` is what a
 * viewer who may not see the field reads: null, or empty text for a deprecated non-null field
 * (clients were told to move to its nullable successor).
 */
function guardedResolver(
  record: RecordDeclaration,
  need: FieldNeed | undefined,
  resolve: Resolver,
  hidden: null | '',
): Resolver | null {
  if (need === 'open') return null;
  if (need === undefined) return () => hidden;
  if (need === 'json')
    return async (source, args, context, info) => {
      const value: unknown = await resolve(source, args, context, info);
      return isOwn(context, record, source) ? value : guardJson(value, viewerOf(context).permissions);
    };
  if (typeof need === 'object' && 'of' in need)
    return (source, args, context, info) => {
      const value: unknown = resolve(source, args, context, info);
      if (!isOwn(context, record, source)) return value;
      if (value instanceof Promise) return value.then((v: unknown) => (markOwn(context, v), v));
      markOwn(context, value);
      return value;
    };
  const keys = keysOfNeed(need);
  return (source, args, context, info) => {
    const { permissions } = viewerOf(context);
    if (keys.every((k) => permissions.has(k)) || isOwn(context, record, source))
      return resolve(source, args, context, info);
    return hidden;
  };
}

/**
 * Every field of every declared record (RECORDS in the contract) passes its declaration, wherever
 * the record appears in an answer: queries, mutations and subscriptions, nested or not. Open fields
 * keep their resolvers untouched; a field the record does not declare always resolves to null.
 */
export function guardSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, record] of Object.entries(RECORDS)) {
    const type = schema.getType(name);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolver;
      const deprecatedText =
        field.deprecationReason && isNonNullType(field.type) && getNamedType(field.type).name === 'String';
      const hidden = deprecatedText ? '' : null;
      const guarded = guardedResolver(record, record.fields[field.name], resolve, hidden);
      if (guarded) field.resolve = guarded;
    }
  }
  return schema;
}
