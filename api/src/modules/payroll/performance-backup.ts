import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupPerformanceSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { insertAll, RESTORE_PAGE } from '../../shared/backup/insert-all';
import { intArray } from '../../shared/sql';
import { PerformanceRecord, type StoredRuleUnits } from './performance-record.entity';

type BackupPerformance = z.infer<typeof backupPerformanceSchema>;

const keptRules = (rules: StoredRuleUnits[], known: ReadonlySet<number>) => rules.filter((r) => known.has(r.ruleId));

/**
 * Performance records a page at a time; records of employees the company no longer has, and
 * applied templates it no longer has, are left out.
 */
export async function* performanceForBackup(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
  ruleTemplateIds: ReadonlySet<number>,
): AsyncGenerator<BackupPerformance[]> {
  for (let after = 0; ;) {
    const rows = await em.execute<BackupPerformance[]>(
      `select id, employee_id as "employeeId", start_date::text as "startDate", end_date::text as "endDate",
              orders_count as "ordersCount", employee_profit::text as "employeeProfit",
              bonus_rules as "bonusRules", penalty_rules as "penaltyRules"
         from performance_records
        where company_id = ? and id > ? and employee_id = any(?::int[])
        order by id limit ?`,
      [companyId, after, intArray(employeeIds), RESTORE_PAGE * 5],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      ...r,
      bonusRules: keptRules(r.bonusRules, ruleTemplateIds),
      penaltyRules: keptRules(r.penaltyRules, ruleTemplateIds),
    }));
    after = rows[rows.length - 1]!.id;
  }
}

const mappedRules = (rules: StoredRuleUnits[], templates: Map<number, number>) =>
  rules.map((r) => ({ ruleId: templates.get(r.ruleId)!, unitCount: r.unitCount }));

export function restorePerformance(
  em: EntityManager,
  companyId: number,
  rows: BackupPerformance[],
  ids: { employees: Map<number, number>; ruleTemplates: Map<number, number> },
): Promise<Map<number, number>> {
  return insertAll(em, PerformanceRecord, rows, ({ id: _id, employeeId, ...r }) => ({
    ...r,
    company: companyId,
    employee: ids.employees.get(employeeId)!,
    bonusRules: mappedRules(r.bonusRules, ids.ruleTemplates),
    penaltyRules: mappedRules(r.penaltyRules, ids.ruleTemplates),
  }));
}

export async function clearPerformance(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(PerformanceRecord, { company: companyId });
}
