import type { RequestContext } from '../../../shared/context';
import type { ChangeKind } from '../../../shared/events';
import { loadDepartmentViews, type DepartmentView } from './department.view';

/** After commit. */
export function publishDepartment(ctx: RequestContext, kind: ChangeKind, department: DepartmentView): Promise<void> {
  const { companyId, id } = department;
  return ctx.app.events.publish('departmentChanged', companyId, { kind, companyId, id, department });
}

/** After commit: fresh views of departments something else changed (a branch's name). */
export async function publishDepartments(ctx: RequestContext, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const views = await loadDepartmentViews(ctx.em.fork(), companyId, ids);
  await Promise.all(views.map((view) => publishDepartment(ctx, 'updated', view)));
}
