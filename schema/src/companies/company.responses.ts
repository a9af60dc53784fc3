import { z } from 'zod';
import { answerId, imagePath, instant } from '../records/answer-fields';

/** A role's code in a company: a built-in one (`owner`, `manager`…) or a custom role's. */
export const roleCodeAnswer = (description: string) =>
  z.string().meta({ description: `${description}: a built-in role or a custom role's code` });

export const companyAnswer = z
  .object({
    id: answerId('The company'),
    name: z.string().meta({ description: 'Name' }),
    description: z.string().nullable().meta({ description: 'Description' }),
    language: z.string().meta({ description: 'Language code (`ru`)' }),
    timezone: z.string().meta({ description: 'IANA timezone; days and birthdays follow it' }),
    currency: z.string().meta({ description: 'ISO 4217 currency code' }),
    logo: imagePath('The logo, or null (the same as `logoUrl`)'),
    logoUrl: imagePath('The logo, or null'),
    createdAt: instant('When it was created'),
    showBirthdaysOnDashboard: z.boolean().meta({ description: 'Whether dashboards show birthdays' }),
    birthdayNotificationDays: z.int().meta({ description: 'Days ahead that birthday notifications start' }),
    myRole: roleCodeAnswer("The caller's role"),
  })
  .meta({ id: 'Company', description: "A company, with the caller's role in it" });
