import type { StoredField } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS } from '@staffpay/schema/staff/employee.fields';
import { IMPORT_COLUMNS, type ImportFormat } from '@staffpay/schema/staff/import.schemas';
import { dayText } from '../../../shared/day-text';
import { SHEET_HEADERS } from './import-template';
import { sheetFile, type SheetFile } from './sheet-file';

/** Department and branch names by id, for the placement columns. */
export interface PlacementNames {
  departments: Map<number, string>;
  branches: Map<number, string>;
}

/**
 * A value as the import reads it back (import-rows.ts): dates 'ДД.ММ.ГГГГ', choices by their
 * label, yes/no, placements by name. A value the viewer may not see arrives null and stays empty.
 */
function cellOf(field: StoredField, name: string, value: unknown, names: PlacementNames): string {
  if (value === null || value === undefined) return '';
  switch (field.type.of) {
    case 'date':
      return dayText(value as string);
    case 'choice':
      return field.type.labels[value as string] ?? String(value);
    case 'boolean':
      return value ? 'да' : 'нет';
    case 'idList': {
      const byId = name === 'branchIds' ? names.branches : name === 'departmentIds' ? names.departments : null;
      return (value as number[]).map((id) => byId?.get(id) ?? String(id)).join('; ');
    }
    case 'textList':
      return (value as string[]).join('; ');
    default:
      return String(value);
  }
}

/** The employees in the import template's columns, so the file imports back as it is. */
export function employeeSheet(
  employees: readonly Record<string, unknown>[],
  names: PlacementNames,
  format: ImportFormat,
): Promise<SheetFile> {
  const rows = employees.map((e) =>
    IMPORT_COLUMNS.map((c) => cellOf(EMPLOYEE_FIELDS[c.field], c.field, e[c.field], names)),
  );
  return sheetFile('employees', format, [SHEET_HEADERS, ...rows]);
}
