import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { DEPARTMENT_CHANGED } from './department.events';
import { loadDepartmentViews } from './department.view';

/** After commit: fresh views of departments something else changed (a branch's name). */
export async function publishDepartments(ctx: RequestContext, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const views = await loadDepartmentViews(ctx.em.fork(), companyId, ids);
  await Promise.all(
    views.map((department) =>
      happened(ctx, DEPARTMENT_CHANGED, { kind: 'updated', companyId, id: department.id, department }),
    ),
  );
}
