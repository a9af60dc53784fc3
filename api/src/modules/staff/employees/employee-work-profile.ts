import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmploymentType } from '@staffpay/schema/staff/staff.enums';

/**
 * An employee's work data, for an analysis by an outside AI provider: what they do and know, never
 * how to reach or identify them beyond the name (no e-mail, phone, birth date, photo, hobbies).
 */
export interface WorkProfile {
  id: number;
  firstName: string;
  lastName: string;
  position: string | null;
  employmentType: EmploymentType;
  hasFlexibleSchedule: boolean;
  workStartTime: string | null;
  workEndTime: string | null;
  startWorkDate: string | null;
  departments: string[];
  branches: string[];
  workExperience: string | null;
  skillsCompetencies: string | null;
  certificates: string | null;
  foreignLanguages: string | null;
  education: string | null;
  previousWorkExperience: string | null;
  strengths: string | null;
  weaknesses: string | null;
}

/** The employee's work profile, or null when they are not of the company. */
export async function employeeWorkProfile(
  em: EntityManager,
  companyId: number,
  employeeId: number,
): Promise<WorkProfile | null> {
  const [row] = await em.execute<WorkProfile[]>(
    `select e.id, e.first_name as "firstName", e.last_name as "lastName",
            coalesce(nullif(e.custom_position, ''), nullif(e.job_position, '')) as position,
            e.employment_type as "employmentType", e.has_flexible_schedule as "hasFlexibleSchedule",
            e.work_start_time as "workStartTime", e.work_end_time as "workEndTime",
            to_char(e.start_work_date, 'YYYY-MM-DD') as "startWorkDate",
            array(select d.name from employee_departments ed join departments d on d.id = ed.department_id
                   where ed.employee_id = e.id order by ed.sort_order) as departments,
            array(select b.name from employee_branches eb join branches b on b.id = eb.branch_id
                   where eb.employee_id = e.id order by eb.sort_order) as branches,
            e.work_experience as "workExperience", e.skills_competencies as "skillsCompetencies",
            e.certificates, e.foreign_languages as "foreignLanguages", e.education,
            e.previous_work_experience as "previousWorkExperience", e.strengths, e.weaknesses
       from employees e where e.id = ? and e.company_id = ?`,
    [employeeId, companyId],
  );
  return row ?? null;
}
