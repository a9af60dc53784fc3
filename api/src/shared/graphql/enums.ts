import { registerEnumType } from 'type-graphql';
import { COMPANY_ROLES, type CompanyRole } from '@staffpay/schema/auth/roles';

export const CompanyRoleEnum = Object.fromEntries(COMPANY_ROLES.map((r) => [r, r])) as { [K in CompanyRole]: K };
registerEnumType(CompanyRoleEnum, { name: 'CompanyRole', description: 'A member’s role in a company' });

export const ChangeKindEnum = { created: 'created', updated: 'updated', deleted: 'deleted' } as const;
registerEnumType(ChangeKindEnum, { name: 'ChangeKind' });
