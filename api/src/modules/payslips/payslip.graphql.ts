import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { payslipUrl } from './payslip.service';

@Resolver()
export class PayslipResolver {
  @Query(() => String, {
    description:
      "Where to download the employee's payslip PDF for the month (YYYY-MM), with the same token; checks access first",
  })
  payslipUrl(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, { description: 'The employee’s id' }) employeeId: number,
    @Arg('period', () => String, { description: "A month, 'YYYY-MM'; absent: the current month" }) period: string,
  ): Promise<string> {
    return payslipUrl(ctx, companyId, employeeId, period);
  }
}
