import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/** Distinct operation texts kept; dashboards send the same few, so a small cache holds them all. */
const MAX_DOCUMENTS = 200;

export interface Parsed {
  document: DocumentNode;
  /** Validation errors; empty when the operation may run. */
  errors: readonly GraphQLError[];
}

/**
 * Parses and validates each distinct operation text once for every socket that sends it: a
 * thousand dashboards hold one document (the card selection is large) rather than a thousand.
 * A syntax error answers with its errors and is not kept. Most recently used last; the first is
 * evicted.
 */
export function documentCache(schema: GraphQLSchema, rules: readonly ValidationRule[]) {
  const documents = new Map<string, Parsed>();
  return (query: string): Parsed | readonly GraphQLError[] => {
    const known = documents.get(query);
    if (known) {
      documents.delete(query);
      documents.set(query, known);
      return known;
    }
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')];
    }
    const parsed = { document, errors: validate(schema, document, [...specifiedRules, ...rules]) };
    if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
    documents.set(query, parsed);
    return parsed;
  };
}
