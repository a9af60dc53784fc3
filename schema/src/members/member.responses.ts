import { z } from 'zod';
import { roleCodeAnswer } from '../companies/company.responses';
import { answerId, imagePath, instant } from '../records/answer-fields';

export const memberAnswer = z
  .object({
    userId: answerId('The member (a user id)'),
    firstName: z.string().meta({ description: 'First name' }),
    lastName: z.string().meta({ description: 'Last name' }),
    email: z.string().meta({ description: 'E-mail' }),
    role: roleCodeAnswer('The role'),
    profileImageUrl: imagePath('The avatar, or null'),
    joinedAt: instant('When they joined'),
  })
  .meta({ id: 'Member', description: 'A member of the company with their role' });

export const invitationAnswer = z
  .object({
    id: answerId('The invitation'),
    email: z.string().meta({ description: 'Who is invited' }),
    role: roleCodeAnswer('The role they will get'),
    createdAt: instant('When it was sent'),
    expiresAt: instant('When the link stops working'),
  })
  .meta({ id: 'Invitation', description: 'A pending invitation (never its token)' });

export const invitationPreviewAnswer = z
  .object({
    companyName: z.string().meta({ description: 'The company inviting' }),
    email: z.string().meta({ description: 'Who is invited' }),
    role: roleCodeAnswer('The role they will get'),
    roleName: z.string().meta({ description: "The role's name: a built-in label or the custom role's own" }),
    expired: z.boolean().meta({ description: 'Whether the link has expired' }),
  })
  .meta({ id: 'InvitationPreview', description: 'What the holder of an invitation link may see before signing in' });
