import { valuesOf } from '@staffpay/schema/enumerations/declaration';
import { registerEnumType } from 'type-graphql';

/**
 * Registers a GraphQL enum built from a set the contract declares once (docs/architecture.md,
 * "Enumerations"): its values in declared order, each described by what `describe` reads from
 * the value's declaration. The values and their descriptions cannot drift from the contract, and
 * a new value reaches the schema with the declaration.
 */
export function declaredEnum<T extends string, D>(
  declaration: Readonly<Record<T, D>>,
  options: { name: string; description: string; describe: (declared: D) => string },
): { [K in T]: K } {
  const values = valuesOf(declaration);
  const enumObject = Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
  registerEnumType(enumObject, {
    name: options.name,
    description: options.description,
    valuesConfig: Object.fromEntries(values.map((v) => [v, { description: options.describe(declaration[v]) }])) as {
      [K in T]: { description: string };
    },
  });
  return enumObject;
}
