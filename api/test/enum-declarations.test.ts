import { isEnumType, isObjectType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, ROLE_NOTIFICATION_TYPES } from '@staffpay/schema/notifications/notification.enums';
import { LEDGER_TYPE, LEDGER_TYPES } from '@staffpay/schema/pay/ledger-types';
import { createEventBus } from '../src/app/pubsub';
import { createSchema } from '../src/app/schema';

/**
 * The GraphQL schema follows the contract's declarations (docs/architecture.md, "Enumerations"):
 * the enums carry the declared values, and the explicit EmployeeCard class (type-graphql needs
 * its fields written out) carries each ledger type's total and lines under the declared names.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createEventBus(undefined));
});

/** The declared card fields the EmployeeCard type lacks or types otherwise, one line each. */
function missingCardFields(card: unknown, declared: typeof LEDGER_TYPE): string[] {
  if (!isObjectType(card)) return ['EmployeeCard is not an object type'];
  const fields = card.getFields();
  return Object.entries(declared).flatMap(([type, { card: names }]) => [
    ...(String(fields[names.total]?.type) === 'Decimal' ? [] : [`${type}: total ${names.total}: Decimal`]),
    ...(String(fields[names.lines]?.type) === '[LedgerLine!]!'
      ? []
      : [`${type}: lines ${names.lines}: [LedgerLine!]!`]),
  ]);
}

describe('declarations ↔ GraphQL', () => {
  it('the enums list the declared values in the declared order', () => {
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((v) => v.name) : null;
    };
    expect(values('LedgerType')).toEqual([...LEDGER_TYPES]);
    expect(values('NotificationType')).toEqual([...NOTIFICATION_TYPES]);
    expect(values('RoleNotificationType')).toEqual([...ROLE_NOTIFICATION_TYPES]);
  });

  it('EmployeeCard carries every ledger type’s total and lines', () => {
    expect(missingCardFields(schema.getType('EmployeeCard'), LEDGER_TYPE)).toEqual([]);
  });

  it('a ledger type whose card fields the class lacks is reported', () => {
    const overtime = {
      ...LEDGER_TYPE,
      overtime: {
        ...LEDGER_TYPE.piecework,
        card: { ...LEDGER_TYPE.piecework.card, total: 'totalOvertime', lines: 'overtimes' },
      },
    } as unknown as typeof LEDGER_TYPE;
    expect(missingCardFields(schema.getType('EmployeeCard'), overtime)).toEqual([
      'overtime: total totalOvertime: Decimal',
      'overtime: lines overtimes: [LedgerLine!]!',
    ]);
  });
});
