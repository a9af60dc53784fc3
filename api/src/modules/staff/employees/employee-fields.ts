import { can, type Permissions } from '@staffpay/schema/auth/policy';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { EmployeeView } from './employee.view';

/** An employee as a viewer may see them: the fields their role hides are null. */
export type SeenEmployee = Omit<EmployeeView, 'phone' | 'ordersCount' | 'employeeProfit'> & {
  phone: string | null;
  ordersCount: number | null;
  employeeProfit: string | null;
};

export interface FieldViewer {
  userId: number;
  permissions: Permissions;
}

interface Hidden {
  phone: boolean;
  email: boolean;
  birthDate: boolean;
  profit: boolean;
}

const hiddenFor = (p: Permissions): Hidden => ({
  phone: !can(p, FIELD_KEYS.phone),
  email: !can(p, FIELD_KEYS.email),
  birthDate: !can(p, FIELD_KEYS.birthDate),
  profit: !can(p, FIELD_KEYS.profit),
});

/** Whether the viewer's role hides the e-mail, which the list search must then not match on. */
export const hidesEmail = (p: Permissions) => !can(p, FIELD_KEYS.email);

/**
 * The employee as the viewer's role may see them. Their own record (the one linked to their
 * account) always shows in full; with nothing hidden the view itself is returned.
 */
export function employeeAsSeenBy(view: SeenEmployee, viewer: FieldViewer): SeenEmployee {
  if (view.userId !== null && view.userId === viewer.userId) return view;
  const hide = hiddenFor(viewer.permissions);
  if (!hide.phone && !hide.email && !hide.birthDate && !hide.profit) return view;
  return {
    ...view,
    phone: hide.phone ? null : view.phone,
    email: hide.email ? null : view.email,
    birthDate: hide.birthDate ? null : view.birthDate,
    ordersCount: hide.profit ? null : view.ordersCount,
    employeeProfit: hide.profit ? null : view.employeeProfit,
  };
}

/** A list as the viewer sees it: the same array when their role hides nothing. */
export function employeesAsSeenBy(views: SeenEmployee[], viewer: FieldViewer): SeenEmployee[] {
  const hide = hiddenFor(viewer.permissions);
  if (!hide.phone && !hide.email && !hide.birthDate && !hide.profit) return views;
  return views.map((v) => employeeAsSeenBy(v, viewer));
}
