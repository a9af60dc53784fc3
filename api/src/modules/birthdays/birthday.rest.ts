import { defineRoutes, intId, query } from '../../shared/rest';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';

export const birthdayRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/birthdays/today',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => birthdaysToday(ctx, companyId),
  },
  {
    method: 'GET',
    path: '/api/birthdays/upcoming',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => upcomingBirthdays(ctx, companyId),
  },
]);
