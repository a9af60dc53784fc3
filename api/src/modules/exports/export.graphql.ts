import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_STATUS_LABELS,
  EXPORT_TYPE_LABELS,
  type ExportFormat,
  type ExportStatus,
  type ExportType,
} from '@staffpay/schema/exports/export.schemas';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { AFTER_ARG, connectionTypes, DEFAULT_PAGE, FIRST_ARG } from '../../shared/graphql/connection';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime } from '../../shared/graphql/scalars';
import { mapEvents } from '../../shared/live/mapped-events';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { EXPORT_KEY, exportsConnection, getExport, requestExport } from './export.service';
import type { ExportView } from './export.view';

const label = (l: string) => l;
export const ExportDataTypeEnum = declaredEnum(EXPORT_TYPE_LABELS, {
  name: 'ExportDataType',
  description: 'What an export holds: each is the API’s own list of that record',
  describe: label,
});
export const ExportFormatEnum = declaredEnum(EXPORT_FORMAT_LABELS, {
  name: 'ExportFormat',
  description: 'The file format of an export',
  describe: label,
});
export const ExportStatusEnum = declaredEnum(EXPORT_STATUS_LABELS, {
  name: 'ExportStatus',
  description: 'Where an export stands',
  describe: label,
});

@ObjectType('ExportPeriod', { description: 'The inclusive dates an export covers' })
class ExportPeriodType {
  @Field(() => String, { description: 'First day (YYYY-MM-DD)' }) from: string;
  @Field(() => String, { description: 'Last day (YYYY-MM-DD)' }) to: string;
}

@ObjectType('ExportFile', { description: 'One file of a finished export: one per type' })
class ExportFileType {
  @Field(() => ExportDataTypeEnum, { description: 'The records it holds' }) type: ExportType;
  @Field(() => String, { description: 'Its file name' }) fileName: string;
  @Field(() => Int, { description: 'Records in it' }) rows: number;
  @Field(() => Int, { description: 'Its size in bytes' }) bytes: number;
  @Field(() => String, { description: 'Where to GET it (the requester or an owner)' }) downloadUrl: string;
}

@ObjectType('Export', { description: 'A machine-readable export of the company’s data and its state' })
class ExportObjectType {
  @Field(() => ID, { description: 'The export’s id (a UUID)' }) id: string;
  @Field(() => Int, { description: 'The company' }) companyId: number;
  @Field(() => ExportStatusEnum, { description: 'queued, running, done or failed' }) status: ExportStatus;
  @Field(() => [ExportDataTypeEnum], { description: 'The types it holds' }) types: ExportType[];
  @Field(() => ExportPeriodType, { description: 'The dates of the dated types' }) period: ExportPeriodType;
  @Field(() => ExportFormatEnum, { description: 'jsonl or csv' }) format: ExportFormat;
  @Field(() => Int, { nullable: true, description: 'The user who requested it (a token’s creator)' })
  requestedBy: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed; null unless failed' }) error: string | null;
  @Field(() => DateTime, { description: 'When it was requested' }) createdAt: string;
  @Field(() => DateTime, { nullable: true, description: 'When its latest run began' }) startedAt: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When it finished, done or failed' }) completedAt:
    string | null;
  @Field(() => DateTime, { nullable: true, description: 'When its files are deleted' }) expiresAt: string | null;
  @Field(() => String, { nullable: true, description: 'The download when done (add ?type= when several files)' })
  downloadUrl: string | null;
  @Field(() => [ExportFileType], { description: 'Its files when done, one per type' }) files: ExportFileType[];
}

const ExportConnectionType = connectionTypes(
  'Export',
  ExportObjectType,
  'exports',
  'newest first (createdAt, then id)',
);

@InputType('ExportPeriodInput', { description: 'Inclusive dates, at most a year' })
class ExportPeriodInput {
  @Field(() => String, { description: 'First day (YYYY-MM-DD)' }) from: string;
  @Field(() => String, { description: 'Last day (YYYY-MM-DD)' }) to: string;
}

@InputType('CreateExportInput', { description: 'What to export' })
class CreateExportInput {
  @Field(() => [ExportDataTypeEnum], { description: 'At least one type' }) types: ExportType[];
  @Field(() => ExportFormatEnum, { description: 'jsonl or csv' }) format: ExportFormat;
  @Field(() => String, { nullable: true, description: 'A month, YYYY-MM (or give `range`); neither: this month' })
  month?: string | null;
  @Field(() => ExportPeriodInput, { nullable: true, description: 'Inclusive dates (or give `month`)' })
  range?: ExportPeriodInput | null;
}

@Resolver()
export class ExportResolver {
  @Mutation(() => ExportObjectType, {
    description: 'Requests an export (reports.view, and each type’s own read right); answered queued',
  })
  createExport(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('input', () => CreateExportInput, { description: 'The types, format and period' }) input: CreateExportInput,
  ) {
    const period = input.range ? { from: input.range.from, to: input.range.to } : (input.month ?? undefined);
    return requestExport(ctx, companyId, { types: input.types, format: input.format, period });
  }

  @Query(() => ExportObjectType, { description: 'One export: the caller’s own, or any for an owner' })
  export(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('id', () => ID, { description: 'The export' }) id: string,
  ) {
    return getExport(ctx, companyId, id);
  }

  @Query(() => ExportConnectionType, {
    description: 'A page of the exports the caller may open (their own; an owner all), newest first',
  })
  exports(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg({ description: 'The company' }) companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
  ) {
    return exportsConnection(ctx, companyId, { first, after });
  }

  @Subscription(() => ExportObjectType, {
    description: 'An export of the company the caller may open, whenever it is queued, begins or finishes',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const grant = await authorize(ctx, args.companyId, EXPORT_KEY);
      const mine = (view: ExportView) => grant.role === 'owner' || view.requestedBy === grant.userId;
      return whileMember(
        ctx,
        args.companyId,
        EXPORT_KEY,
        mapEvents(ctx.app.events.subscribe('exportChanged', args.companyId), (view) => (mine(view) ? view : undefined)),
      );
    },
  })
  exportChanged(
    @Root() view: ExportView,
    @CompanyIdArg({ description: 'The company' }) _companyId: number,
  ): ExportView {
    return view;
  }
}
