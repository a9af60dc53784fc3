import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../../shared/graphql/company-arg';
import type { RequestContext } from '../../../shared/context';
import { authorize } from '../../../shared/tenancy/membership';
import { commitImport, type ImportResult } from './import-commit';
import type { RowError } from './import-rows';
import { previewImport, type ImportPreview } from './import.service';

@ObjectType('EmployeeImportError', { description: 'A row of the file that cannot be imported' })
class ImportErrorType {
  @Field(() => Int, { description: 'Line of the file (the header is line 1)' }) line: number;
  @Field(() => String, { description: 'Column key of the template, or "row"' }) field: string;
  @Field(() => String, { description: 'Why, in Russian' }) message: string;
}

@ObjectType('EmployeeImportPreview', { description: 'What an import of the file would do; nothing is written' })
class ImportPreviewType {
  @Field(() => Int, { description: 'Data rows in the file' }) total: number;
  @Field(() => Int, { description: 'Rows that would be imported' }) valid: number;
  @Field(() => Int, { description: 'Rows that would be skipped' }) invalid: number;
  @Field(() => [ImportErrorType], { description: 'Why each invalid row is refused' }) errors: RowError[];
}

@ObjectType('EmployeeImportResult', { description: 'What an import wrote' })
class ImportResultType {
  @Field(() => Int, { description: 'Employees created' }) imported: number;
}

@Resolver()
export class EmployeeImportResolver {
  @Mutation(() => ImportPreviewType, {
    description: 'Checks a CSV or XLSX file (base64) and lists every row error; writes nothing',
  })
  previewEmployeeImport(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('fileName', () => String, { description: 'The file’s name; its extension (.csv or .xlsx) picks the parser' })
    fileName: string,
    @Arg('content', () => String, { description: 'The file, base64' }) content: string,
  ): Promise<ImportPreview> {
    return previewImport(ctx, companyId, { fileName, content });
  }

  @Mutation(() => ImportResultType, {
    description: 'Imports every row of the file, or nothing when any row has an error',
  })
  importEmployees(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('fileName', () => String, { description: 'The file’s name; its extension (.csv or .xlsx) picks the parser' })
    fileName: string,
    @Arg('content', () => String, { description: 'The file’s bytes, base64-encoded' }) content: string,
  ): Promise<ImportResult> {
    return commitImport(ctx, companyId, { fileName, content });
  }

  @Query(() => String, { description: 'Where to download the import template (csv or xlsx), signed-in' })
  async employeeImportTemplateUrl(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('format', () => String, { description: 'csv or xlsx', defaultValue: 'xlsx' }) format: string,
  ): Promise<string> {
    await authorize(ctx, companyId, 'employees.create');
    const f = format === 'csv' ? 'csv' : 'xlsx';
    return `/api/employees/import/template?companyId=${companyId}&format=${f}`;
  }
}
