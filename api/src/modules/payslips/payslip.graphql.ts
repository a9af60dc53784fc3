import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
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
    @Arg('companyId', () => Int) companyId: number,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('period', () => String) period: string,
  ): Promise<string> {
    return payslipUrl(ctx, companyId, employeeId, period);
  }
}
