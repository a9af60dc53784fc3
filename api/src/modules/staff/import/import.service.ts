import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  IMPORT_FORMATS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importFileSchema,
} from '@staffpay/schema/staff/import.schemas';
import type { RequestContext } from '../../../shared/context';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../../shared/tenancy/membership';
import { parse } from '../../../shared/validation';
import { Branch } from '../branches/branch.entity';
import { Department } from '../departments/department.entity';
import { readImportFile } from './import-file';
import { checkRows, type CheckedRow, type RowError } from './import-rows';
import { importTemplate } from './import-template';
import type { SheetFile } from './sheet-file';

export interface ImportPreview {
  total: number;
  valid: number;
  invalid: number;
  /** Every error of every row, in file order. */
  errors: RowError[];
}

const lower = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');

/** The company's departments and branches by id and name, oldest first: what a sheet names placements by. */
export async function structureNames(em: EntityManager, companyId: number) {
  const names = { fields: ['id', 'name'] as const, orderBy: { id: 'asc' } as const };
  const [departments, branches] = await Promise.all([
    em.find(Department, { company: companyId }, names),
    em.find(Branch, { company: companyId }, names),
  ]);
  return { departments, branches };
}

/** Reads and checks the whole file against the company's departments and branches. */
async function check(ctx: RequestContext, companyId: number, input: unknown) {
  await authorize(ctx, companyId, 'employees.create');
  const { fileName, content } = parse(importFileSchema, input);
  const fileRows = await readImportFile(fileName, Buffer.from(content, 'base64'));
  if (fileRows.length === 0)
    throw new AppError('BAD_USER_INPUT', IMPORT_MESSAGES.empty, { content: [IMPORT_MESSAGES.empty] });
  if (fileRows.length > IMPORT_MAX_ROWS) {
    throw new AppError('BAD_USER_INPUT', IMPORT_MESSAGES.tooMany, { content: [IMPORT_MESSAGES.tooMany] });
  }
  const { departments, branches } = await structureNames(ctx.em, companyId);
  // On a duplicate name the oldest wins, so the same file always maps the same way.
  const byName = <T extends { id: number; name: string }>(list: T[]) =>
    new Map([...list].reverse().map((x) => [lower(x.name), x.id]));
  return { fileName, ...checkRows(fileRows, { departments: byName(departments), branches: byName(branches) }) };
}

function summary(rows: CheckedRow[], errors: RowError[]): ImportPreview {
  const valid = rows.filter((r) => r.data).length;
  return { total: rows.length, valid, invalid: rows.length - valid, errors };
}

/** What the file would import and every row's errors; writes nothing. */
export async function previewImport(ctx: RequestContext, companyId: number, input: unknown): Promise<ImportPreview> {
  const { rows, errors } = await check(ctx, companyId, input);
  return summary(rows, errors);
}

export { check as checkImport };

const formatSchema = z.enum(IMPORT_FORMATS, 'Формат шаблона: csv или xlsx');

/** The template to fill in (employees.create, like the import itself). */
export async function downloadTemplate(ctx: RequestContext, companyId: number, format: unknown): Promise<SheetFile> {
  await authorize(ctx, companyId, 'employees.create');
  return importTemplate(parse(formatSchema, format ?? 'xlsx'));
}
