import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { ledgerIntegrity } from '../ledger';
import { performanceIntegrity } from '../payroll';
import { templateIntegrity } from '../rule-templates';
import { companyDepartments, companyEmployeeIds, staffIntegrity } from '../staff';
import type { DataIntegrityView } from './protection.view';

/** GET /api/database/integrity/{companyId} (settings.protection.view). */
export async function dataIntegrity(ctx: RequestContext, companyId: number): Promise<DataIntegrityView> {
  await authorize(ctx, companyId, 'settings.protection.view');
  return integrityOf(ctx.em, companyId);
}

/**
 * Every owner's checks of the company's records, read in one snapshot so a change landing
 * meanwhile cannot make two checks disagree. Issues come staff first, then pay.
 */
export function integrityOf(em: EntityManager, companyId: number): Promise<DataIntegrityView> {
  return em.fork().transactional(
    async (tx) => {
      const employeeIds = await companyEmployeeIds(tx, companyId);
      const departmentIds = (await companyDepartments(tx, companyId)).map((d) => d.id);
      const parts = [
        await staffIntegrity(tx, companyId),
        await templateIntegrity(tx, companyId, { departmentIds, employeeIds }),
        await ledgerIntegrity(tx, companyId, employeeIds),
        await performanceIntegrity(tx, companyId, employeeIds),
      ];
      const issues = parts.flatMap((p) => p.issues);
      return {
        valid: issues.length === 0,
        checkedCount: parts.reduce((n, p) => n + p.checked, 0),
        issues,
        checkedAt: new Date().toISOString(),
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
