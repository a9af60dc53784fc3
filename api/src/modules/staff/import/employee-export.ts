import { z } from 'zod';
import { IMPORT_FORMATS, IMPORT_MESSAGES, type ImportFormat } from '@staffpay/schema/staff/import.schemas';
import type { RequestContext } from '../../../shared/context';
import { parse } from '../../../shared/validation';
import { listEmployees } from '../employees/employee-list.service';
import type { SeenEmployee } from '../employees/employee-fields';
import { structureNames } from './import.service';

/**
 * What an export answers (the record `EmployeeExport` of the contract): the employees the caller
 * may read, and the names their placements are written with. The file is made from it after the
 * field guard has hidden what the caller's role may not see.
 */
export interface EmployeeExport {
  format: ImportFormat;
  employees: SeenEmployee[];
  departmentNames: [number, string][];
  branchNames: [number, string][];
}

/** The staff list as the import template's file (employees.view; without it, one's own record). */
export async function exportEmployees(
  ctx: RequestContext,
  companyId: number,
  format: unknown,
): Promise<EmployeeExport> {
  const checked = parse(z.enum(IMPORT_FORMATS, IMPORT_MESSAGES.badExportFormat), format ?? 'xlsx');
  const employees = await listEmployees(ctx, companyId, {});
  const { departments, branches } = await structureNames(ctx.em, companyId);
  return {
    format: checked,
    employees,
    departmentNames: departments.map((d) => [d.id, d.name]),
    branchNames: branches.map((b) => [b.id, b.name]),
  };
}
