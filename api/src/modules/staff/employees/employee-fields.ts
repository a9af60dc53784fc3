import { can, hiddenProperties, type Permissions } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { guardJson } from '../../../shared/field-guard/guard';
import type { EmployeeView } from './employee.view';

/** An employee as a viewer may see them: the fields their role hides are null. */
export type SeenEmployee = Omit<EmployeeView, 'phone' | 'ordersCount' | 'employeeProfit'> & {
  phone: string | null;
  ordersCount: number | null;
  employeeProfit: string | null;
};

export interface FieldViewer {
  /** The person; null for an integration (no own record). */
  userId: number | null;
  permissions: Permissions;
  /** False for an API token (or what one made): only a person's own record shows in full. */
  person?: boolean;
}

/** Whether the viewer's role hides the e-mail, which the list search must then not match on. */
export const hidesEmail = (p: Permissions) => !can(p, FIELD_KEYS.email);

/**
 * The employee as the viewer's role may see them. Their own record (the one linked to their
 * account) always shows in full; with nothing hidden the view itself is returned.
 */
export function employeeAsSeenBy(view: SeenEmployee, viewer: FieldViewer): SeenEmployee {
  return seen(view, viewer, hiddenProperties(viewer.permissions));
}

/** A list as the viewer sees it: the same array when their role hides nothing. */
export function employeesAsSeenBy(views: SeenEmployee[], viewer: FieldViewer): SeenEmployee[] {
  const hidden = hiddenProperties(viewer.permissions);
  return hidden.length ? views.map((v) => seen(v, viewer, hidden)) : views;
}

function seen(view: SeenEmployee, viewer: FieldViewer, hidden: string[]): SeenEmployee {
  const own = viewer.person !== false && view.userId !== null && view.userId === viewer.userId;
  return own || hidden.length === 0 ? view : (guardJson(view, viewer.permissions) as SeenEmployee);
}
