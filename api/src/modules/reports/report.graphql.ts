import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { reportExportUrl } from './report.service';

@Resolver()
export class ReportResolver {
  @Query(() => String, {
    description:
      'Where to download the payroll report of a period (xlsx or csv): a relative URL to fetch with the same token',
  })
  reportExportUrl(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('period', () => String, { nullable: true, description: 'month, quarter, year or YYYY-MM' })
    period: string | null,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('format', () => String, { nullable: true, description: 'xlsx (default) or csv' }) format: string | null,
  ): Promise<string> {
    return reportExportUrl(ctx, companyId, { period, from, to, format });
  }
}
