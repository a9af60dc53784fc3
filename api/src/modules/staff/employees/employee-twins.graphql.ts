import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Decimal } from '../../../shared/graphql/scalars';
import { EmployeeType } from './employee.types';
import type { SeenEmployee } from './employee-fields';

/**
 * Money is a Decimal everywhere (issue 32): the employee's profit was first answered as text;
 * the text field stays, deprecated, naming this twin. Masked by the same key (staff.records.ts).
 */
@Resolver(() => EmployeeType)
export class EmployeeTwinsResolver {
  @FieldResolver(() => Decimal, {
    nullable: true,
    description: 'The month’s profit, a decimal string (money); null without salaries.field.profit',
  })
  profit(@Root() employee: Pick<SeenEmployee, 'employeeProfit'>): string | null {
    return employee.employeeProfit;
  }
}
