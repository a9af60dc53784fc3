import { GraphQLScalarType, Kind } from 'graphql';
import { registerEnumType } from 'type-graphql';

const roleCode = (value: unknown): string => {
  if (typeof value !== 'string') throw new TypeError('A role code is a string');
  return value;
};

/**
 * A role's code: a built-in role (owner, manager, hr_manager, employee, verifier, developer) or
 * one of the company's custom roles. A scalar under the name the built-in enum had, so queries
 * written against the enum (`role: manager`, `$role: CompanyRole!`) keep working; services
 * check that the code names a role of the company.
 */
export const RoleCode = new GraphQLScalarType<string, string>({
  name: 'CompanyRole',
  description:
    'A role’s code: built in (owner, manager, hr_manager, employee, verifier, developer) or a custom role of the company',
  serialize: roleCode,
  parseValue: roleCode,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.ENUM) return ast.value;
    throw new TypeError('A role code is a string');
  },
});

export const ChangeKindEnum = { created: 'created', updated: 'updated', deleted: 'deleted' } as const;
registerEnumType(ChangeKindEnum, {
  name: 'ChangeKind',
  description: 'What happened to a record: created, updated or deleted',
  valuesConfig: {
    created: { description: 'The record was created' },
    updated: { description: 'The record was changed' },
    deleted: { description: 'The record was deleted; the event carries no record' },
  },
});
