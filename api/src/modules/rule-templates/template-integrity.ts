import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrityPart } from '../../shared/integrity/integrity-part';
import type { TemplateKind } from './template-write';

interface TemplateRefs {
  kind: TemplateKind;
  name: string;
  departmentIds: number[];
  employeeIds: number[];
}

const KIND_LABELS = {
  salary: 'Шаблон зарплаты',
  bonus: 'Шаблон бонуса',
  penalty: 'Шаблон штрафа',
} as const satisfies Record<TemplateKind, string>;

/**
 * Templates naming departments or employees the company no longer has: the engine skips them, so
 * the rule silently pays less than its author meant. Also a negative amount or threshold.
 */
export async function templateIntegrity(
  em: EntityManager,
  companyId: number,
  known: { departmentIds: number[]; employeeIds: number[] },
): Promise<IntegrityPart> {
  const rows = await em.execute<(TemplateRefs & { negative: boolean })[]>(
    `select 'salary' as kind, template_name as name, applies_to_departments as "departmentIds",
            applies_to_employees as "employeeIds", (value < 0 or coalesce(threshold_value, 0) < 0) as negative
       from salary_rule_templates where company_id = ?
     union all
     select kind, template_name, department_ids, employee_ids, amount < 0
       from rule_templates where company_id = ?
     order by 1, 2`,
    [companyId, companyId],
  );
  const departments = new Set(known.departmentIds);
  const employees = new Set(known.employeeIds);
  const issues = rows.flatMap((t) => {
    const label = `${KIND_LABELS[t.kind]} «${t.name}»`;
    return [
      ...t.departmentIds
        .filter((id) => !departments.has(id))
        .map((id) => `${label} ссылается на удалённый отдел № ${id}`),
      ...t.employeeIds
        .filter((id) => !employees.has(id))
        .map((id) => `${label} ссылается на удалённого сотрудника № ${id}`),
      ...(t.negative ? [`${label}: отрицательная сумма или порог`] : []),
    ];
  });
  return { checked: rows.length, issues };
}
