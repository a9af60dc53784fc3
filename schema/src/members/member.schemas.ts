import { z } from 'zod';
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

/** A role of the company by its code: built in or custom (the service checks it exists there). */
const roleCodeSchema = z
  .string(MEMBER_MESSAGES.badRole)
  .trim()
  .min(1, MEMBER_MESSAGES.badRole)
  .max(50, MEMBER_MESSAGES.badRole);

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleCodeSchema,
});

/** An owner gives a member another role (owner included). */
export const changeRoleSchema = z.object({
  role: roleCodeSchema,
});

export const invitationTokenSchema = z
  .string(MEMBER_MESSAGES.invitationNotFound)
  .trim()
  .min(1, MEMBER_MESSAGES.invitationNotFound)
  .max(200, MEMBER_MESSAGES.invitationNotFound);

export type InviteInput = z.input<typeof inviteSchema>;
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;
