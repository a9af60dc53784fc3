import {
  CUSTOM_POSITION,
  EMPLOYMENT_TYPE_LABELS,
  POSITION_LABELS,
  STATUS_LABELS,
  type PositionCode,
} from '@staffpay/schema/staff/staff.enums';
import type { EmployeeRowFragment, EmployeeStatus, EmploymentType } from '@/gql/graphql';
import { EMPLOYEES } from './employees.messages';

type Named = Pick<EmployeeRowFragment, 'firstName' | 'lastName'>;

export const fullName = (e: Named) => `${e.firstName} ${e.lastName}`.trim();

/** Initials for an avatar without a photo: first letters of first and last name. */
export function initials(e: Named): string {
  const letters = [e.firstName, e.lastName].map((s) => s.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

export function positionLabel(code: string): string {
  return POSITION_LABELS[code as PositionCode] ?? code;
}

/** The job position as shown: the custom text when jobPosition is 'custom', a position's label, or the free text. */
export function jobTitle(e: Pick<EmployeeRowFragment, 'jobPosition' | 'customPosition'>): string | null {
  if (!e.jobPosition) return null;
  if (e.jobPosition === CUSTOM_POSITION) return e.customPosition?.trim() || null;
  return positionLabel(e.jobPosition);
}

type Scheduled = Pick<EmployeeRowFragment, 'hasFlexibleSchedule' | 'workStartTime' | 'workEndTime'>;

export function scheduleText(e: Scheduled): string {
  if (e.hasFlexibleSchedule || !e.workStartTime || !e.workEndTime) return EMPLOYEES.flexible;
  return EMPLOYEES.hours(e.workStartTime, e.workEndTime);
}

export const statusLabel = (s: EmployeeStatus) => STATUS_LABELS[s] ?? s;
export const employmentTypeLabel = (t: EmploymentType) => EMPLOYMENT_TYPE_LABELS[t] ?? t;

export const STATUS_COLORS: Record<EmployeeStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  vacation: 'yellow',
};

/** Names for ids from a list of options; ids the list does not know are skipped. */
export function namesOf(ids: readonly number[], names: ReadonlyMap<number, string>): string[] {
  return ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
}
