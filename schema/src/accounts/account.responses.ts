import { z } from 'zod';
import { answerId, imagePath, instant } from '../records/answer-fields';

export const userAnswer = z
  .object({
    id: answerId('The user'),
    firstName: z.string().meta({ description: 'First name' }),
    lastName: z.string().meta({ description: 'Last name' }),
    email: z.string().meta({ description: 'E-mail' }),
    role: z.string().nullable().meta({ description: 'The role in the current company; null without one' }),
    profileImageUrl: imagePath('The avatar, or null'),
    currentCompanyId: z.int().nullable().meta({ description: 'The company last chosen' }),
    emailVerified: z.boolean().meta({ description: 'Whether the e-mail is confirmed' }),
    createdAt: instant('When the account was created'),
  })
  .meta({ id: 'User', description: 'A signed-in user' });

export const loginAnswer = z
  .object({
    token: z.string().meta({ description: 'The session token, for `Authorization: Bearer`' }),
    sessionId: z.string().meta({ description: 'The session id' }),
    account: userAnswer,
  })
  .meta({ id: 'Login', description: 'A new session; the session cookie is set too' });
