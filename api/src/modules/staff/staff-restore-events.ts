import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { BRANCH_CHANGED } from './branches/branch.events';
import { DEPARTMENT_CHANGED } from './departments/department.events';
import { EMPLOYEE_CHANGED } from './employees/employee.events';
import { Branch } from './branches/branch.entity';
import { branchViews } from './branches/branch.view';
import { loadDepartmentViews } from './departments/department.view';
import { Employee } from './employees/employee.entity';
import { employeeViews } from './employees/employee-placements';
import type { ClearedStaff, StaffIds } from './staff-backup';

/** Events a burst may hold at once; the bus and the screens take them in bounded batches. */
const BATCH = 200;

async function inBatches<T>(items: T[], publish: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(publish));
}

/**
 * After the commit of a replace: every open list drops the old staff and shows the restored
 * one, row by row, as if each had been deleted and created (what the live lists understand).
 */
export async function announceStaffReplaced(
  ctx: RequestContext,
  companyId: number,
  removed: ClearedStaff,
  created: StaffIds,
): Promise<void> {
  const em = ctx.em.fork();
  await inBatches(removed.employeeIds, (employeeId) =>
    happened(ctx, EMPLOYEE_CHANGED, { kind: 'deleted', companyId, employeeId, employee: null }),
  );
  await inBatches(removed.departmentIds, (id) =>
    happened(ctx, DEPARTMENT_CHANGED, { kind: 'deleted', companyId, id, department: null }),
  );
  await inBatches(removed.branchIds, (id) =>
    happened(ctx, BRANCH_CHANGED, { kind: 'deleted', companyId, id, branch: null }),
  );
  const branches = await branchViews(em, await em.find(Branch, { id: { $in: [...created.branches.values()] } }));
  await inBatches(branches, (branch) =>
    happened(ctx, BRANCH_CHANGED, { kind: 'created', companyId, id: branch.id, branch }),
  );
  const departments = await loadDepartmentViews(em, companyId, [...created.departments.values()]);
  await inBatches(departments, (department) =>
    happened(ctx, DEPARTMENT_CHANGED, { kind: 'created', companyId, id: department.id, department }),
  );
  const employeeIds = [...created.employees.values()];
  for (let i = 0; i < employeeIds.length; i += BATCH * 5) {
    const page = await em.find(Employee, { id: { $in: employeeIds.slice(i, i + BATCH * 5) } });
    const views = await employeeViews(ctx.app.figures, em, companyId, page);
    await inBatches(views, (employee) =>
      happened(ctx, EMPLOYEE_CHANGED, { kind: 'created', companyId, employeeId: employee.id, employee }),
    );
    em.clear();
  }
}
