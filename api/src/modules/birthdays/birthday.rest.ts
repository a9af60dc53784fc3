import { defineRoutes } from '../../shared/rest';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';

export const birthdayRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/birthdays/today',
      doc: {
        summary: "Today's birthdays (the company's timezone)",
        response: '`[{ id, firstName, lastName, photoUrl, departmentName, branchName }]`',
      },
      company: 'query',
      handler: (ctx, companyId) => birthdaysToday(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/birthdays/upcoming',
      doc: {
        summary: 'Upcoming birthdays',
        response: 'The same entries with `date` and `daysUntil`',
      },
      company: 'query',
      handler: (ctx, companyId) => upcomingBirthdays(ctx, companyId),
    },
  ],
  'Birthdays',
);
