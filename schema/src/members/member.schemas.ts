import { z } from 'zod';
import { COMPANY_ROLES } from '../auth/roles';
import { emailSchema } from '../accounts/account.schemas';

export const MEMBER_MESSAGES = {
  badRole: 'Некорректная роль',
  alreadyMember: 'Пользователь уже состоит в компании',
  youAreMember: 'Вы уже состоите в этой компании',
  onlyOwnerInvitesOwner: 'Только владелец может приглашать владельцев',
  invitationNotFound: 'Приглашение не найдено или уже использовано',
  invitationExpired: 'Срок действия приглашения истёк',
  otherEmail: 'Приглашение отправлено на другой email',
  memberNotFound: 'Участник не найден',
  lastOwner: 'Нельзя убрать последнего владельца компании',
} as const;

export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(COMPANY_ROLES, MEMBER_MESSAGES.badRole),
});

/** An owner gives a member another role (owner included). */
export const changeRoleSchema = z.object({
  role: z.enum(COMPANY_ROLES, MEMBER_MESSAGES.badRole),
});

export const invitationTokenSchema = z
  .string(MEMBER_MESSAGES.invitationNotFound)
  .trim()
  .min(1, MEMBER_MESSAGES.invitationNotFound)
  .max(200, MEMBER_MESSAGES.invitationNotFound);

export type InviteInput = z.input<typeof inviteSchema>;
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;
