import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../shared/context';
import { requireMembership } from '../../../shared/tenancy/membership';
import { commitImport, type ImportResult } from './import-commit';
import type { RowError } from './import-rows';
import { previewImport, type ImportPreview } from './import.service';

@ObjectType('EmployeeImportError')
class ImportErrorType {
  @Field(() => Int, { description: 'Line of the file (the header is line 1)' }) line: number;
  @Field(() => String, { description: 'Column key of the template, or "row"' }) field: string;
  @Field(() => String) message: string;
}

@ObjectType('EmployeeImportPreview')
class ImportPreviewType {
  @Field(() => Int) total: number;
  @Field(() => Int) valid: number;
  @Field(() => Int) invalid: number;
  @Field(() => [ImportErrorType]) errors: RowError[];
}

@ObjectType('EmployeeImportResult')
class ImportResultType {
  @Field(() => Int) imported: number;
}

@Resolver()
export class EmployeeImportResolver {
  @Mutation(() => ImportPreviewType, {
    description: 'Checks a CSV or XLSX file (base64) and lists every row error; writes nothing',
  })
  previewEmployeeImport(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('fileName', () => String) fileName: string,
    @Arg('content', () => String, { description: 'The file, base64' }) content: string,
  ): Promise<ImportPreview> {
    return previewImport(ctx, companyId, { fileName, content });
  }

  @Mutation(() => ImportResultType, {
    description: 'Imports every row of the file, or nothing when any row has an error',
  })
  importEmployees(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('fileName', () => String) fileName: string,
    @Arg('content', () => String) content: string,
  ): Promise<ImportResult> {
    return commitImport(ctx, companyId, { fileName, content });
  }

  @Query(() => String, { description: 'Where to download the import template (csv or xlsx), signed-in' })
  async employeeImportTemplateUrl(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('format', () => String, { defaultValue: 'xlsx' }) format: string,
  ): Promise<string> {
    await requireMembership(ctx, companyId, 'employees.create');
    const f = format === 'csv' ? 'csv' : 'xlsx';
    return `/api/employees/import/template?companyId=${companyId}&format=${f}`;
  }
}
