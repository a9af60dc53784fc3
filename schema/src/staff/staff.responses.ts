import { z } from 'zod';
import { answerId, answerShapeOf, changeStamps, day, imagePath, masked, money } from '../records/answer-fields';
import { EMPLOYEE_FIELDS } from './employee.fields';
import { IMPORT_COLUMNS } from './import.schemas';

/** The answers of the staff routes (GET /api/openapi.json); each names exactly the keys the server sends. */
export const employeeAnswer = z
  .object({
    id: answerId('The employee'),
    companyId: answerId('The company'),
    ...answerShapeOf(EMPLOYEE_FIELDS),
    photoUrl: imagePath('The photo, or null'),
    userId: z.int().nullable().meta({ description: "The member's account linked to the employee, or null" }),
    departmentId: z.int().nullable().meta({ description: 'The first department (order chosen), or null' }),
    departmentName: z.string().nullable().meta({ description: "The first department's name" }),
    branchId: z.int().nullable().meta({ description: 'The first branch (order chosen), or null' }),
    branchName: z.string().nullable().meta({ description: "The first branch's name" }),
    ordersCount: masked(z.int()).meta({ description: "The current month's orders (null without `profit`)" }),
    employeeProfit: masked(money("The current month's profit")).meta({
      description: "The current month's profit, a decimal string (null without `profit`)",
    }),
    ...changeStamps('When it was added'),
  })
  .meta({ id: 'Employee', description: 'An employee; fields the viewer may not see are null' });

export const employeeDepartmentAnswer = z
  .object({
    departmentId: answerId('The department'),
    departmentName: z.string().meta({ description: 'Its name' }),
  })
  .meta({ id: 'EmployeeDepartment', description: 'A department the employee is placed in' });

const structureCounts = {
  companyId: answerId('The company'),
  employeeCount: z.int().nonnegative().meta({ description: 'Employees placed in it' }),
  ...changeStamps('When it was created'),
};

export const branchAnswer = z
  .object({
    id: answerId('The branch'),
    name: z.string().meta({ description: 'Name' }),
    city: z.string().meta({ description: 'City' }),
    address: z.string().nullable().meta({ description: 'Address' }),
    ...structureCounts,
    departmentCount: z.int().nonnegative().meta({ description: 'Departments in it' }),
  })
  .meta({ id: 'Branch', description: 'A branch with its counts' });

export const departmentAnswer = z
  .object({
    id: answerId('The department'),
    name: z.string().meta({ description: 'Name' }),
    description: z.string().nullable().meta({ description: 'Description' }),
    managerId: z.int().nullable().meta({
      description: 'The manager (an employee id), kept even when it no longer matches an employee',
    }),
    branchId: z.int().nullable().meta({ description: 'The branch it belongs to' }),
    branchName: z.string().nullable().meta({ description: "The branch's name" }),
    managerName: z.string().nullable().meta({ description: "The manager's first and last name" }),
    ...structureCounts,
  })
  .meta({ id: 'Department', description: 'A department with its branch, manager and count' });

export const birthdayAnswer = z
  .object({
    id: answerId('The employee'),
    firstName: z.string().meta({ description: 'First name' }),
    lastName: z.string().meta({ description: 'Last name' }),
    photoUrl: imagePath('The photo, or null'),
    departmentName: z.string().nullable().meta({ description: 'The first department' }),
    branchName: z.string().nullable().meta({ description: 'The first branch' }),
  })
  .meta({ id: 'Birthday', description: "An employee whose birthday it is (the company's calendar)" });

export const upcomingBirthdayAnswer = birthdayAnswer
  .extend({
    date: day("The next birthday, in the company's calendar"),
    daysUntil: z.int().nonnegative().meta({ description: 'Days from today' }),
  })
  .meta({ id: 'UpcomingBirthday', description: 'An employee with a birthday coming' });

const importFields = IMPORT_COLUMNS.map((c) => c.key) as [string, ...string[]];
export const importPreviewAnswer = z
  .object({
    total: z.int().nonnegative().meta({ description: 'Rows in the file' }),
    valid: z.int().nonnegative().meta({ description: 'Rows without an error' }),
    invalid: z.int().nonnegative().meta({ description: 'Rows with an error' }),
    errors: z
      .array(
        z.object({
          line: z.int().positive().meta({ description: "The row's line in the file" }),
          field: z.enum([...importFields, 'row']).meta({ description: 'The column, or `row` for the whole row' }),
          message: z.string().meta({ description: 'What is wrong, in Russian' }),
        }),
      )
      .meta({ description: 'Every error of every row, in file order' }),
  })
  .meta({ id: 'ImportPreview', description: 'What an import would do' });

export const importResultAnswer = z
  .object({ imported: z.int().nonnegative().meta({ description: 'Employees created' }) })
  .meta({ id: 'ImportResult', description: 'The import, done' });
