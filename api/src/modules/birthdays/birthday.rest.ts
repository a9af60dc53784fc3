import { companyQuery, defineRoutes, intId, query } from '../../shared/rest';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';

export const birthdayRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/birthdays/today',
      doc: {
        summary: "Today's birthdays (the company's timezone)",
        query: companyQuery,
        response: '`[{ id, firstName, lastName, photoUrl, departmentName, branchName }]`',
      },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => birthdaysToday(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/birthdays/upcoming',
      doc: {
        summary: 'Upcoming birthdays',
        query: companyQuery,
        response: 'The same entries with `date` and `daysUntil`',
      },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => upcomingBirthdays(ctx, companyId),
    },
  ],
  'Birthdays',
);
