import { defineRoutes } from '../../shared/rest';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';
import { z } from 'zod';
import { birthdayAnswer, upcomingBirthdayAnswer } from '@staffpay/schema/staff/staff.responses';

export const birthdayRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/birthdays/today',
      doc: {
        summary: "Today's birthdays (the company's timezone)",
        response: z.array(birthdayAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => birthdaysToday(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/birthdays/upcoming',
      doc: {
        summary: 'Upcoming birthdays',
        response: z.array(upcomingBirthdayAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => upcomingBirthdays(ctx, companyId),
    },
  ],
  'Birthdays',
);
