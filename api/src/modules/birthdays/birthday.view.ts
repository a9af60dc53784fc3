/** A birthday entry as /api/birthdays/today answers it (docs/api.md); built field by field. */
export interface BirthdayView {
  id: number;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  /** The employee's first department and branch, in the order chosen. */
  departmentName: string | null;
  branchName: string | null;
}

export interface UpcomingBirthdayView extends BirthdayView {
  /** The next occurrence, 'YYYY-MM-DD' in the company's calendar. */
  date: string;
  daysUntil: number;
}
