import {
  NOTIFICATION_TYPES,
  ROLE_NOTIFICATION_TYPES,
  type NotificationType,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';
import {
  Arg,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { RoleCode } from '../../shared/graphql/enums';
import { DateTime } from '../../shared/graphql/scalars';
import { addedNotifications, notificationCounts } from './notification-live';
import { listRoleNotificationSettings, saveRoleNotificationSettings } from './notification-settings.service';
import {
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification.service';
import type { NotificationView } from './notification.view';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
const NotificationTypeEnum = enumOf(NOTIFICATION_TYPES);
registerEnumType(NotificationTypeEnum, { name: 'NotificationType', description: 'What a notification is about' });
const RoleNotificationTypeEnum = enumOf(ROLE_NOTIFICATION_TYPES);
registerEnumType(RoleNotificationTypeEnum, {
  name: 'RoleNotificationType',
  description: 'A kind of notification a role may be switched off from',
});

@ObjectType('Notification')
class NotificationType_ {
  @Field(() => Int) id: number;
  @Field(() => Int) companyId: number;
  @Field(() => NotificationTypeEnum) type: NotificationType;
  @Field(() => String) title: string;
  @Field(() => String) message: string;
  @Field(() => Boolean) isRead: boolean;
  @Field(() => DateTime) createdAt: string;
}

@ObjectType('NotificationCount')
class NotificationCountType {
  @Field(() => Int) count: number;
}

@ObjectType('RoleNotificationSetting')
class RoleNotificationSettingType {
  @Field(() => RoleCode) role: string;
  @Field(() => RoleNotificationTypeEnum) notificationType: RoleNotificationType;
  @Field(() => Boolean) enabled: boolean;
}

@InputType('RoleNotificationSettingInput')
class RoleNotificationSettingInput {
  @Field(() => RoleCode) role: string;
  @Field(() => RoleNotificationTypeEnum) notificationType: RoleNotificationType;
  @Field(() => Boolean) enabled: boolean;
}

@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationType_], {
    description: 'The caller’s own notifications in the company, newest first; first 1–200 (50), before = last id seen',
  })
  notifications(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly?: boolean | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('before', () => Int, { nullable: true }) before?: number | null,
  ) {
    return listNotifications(ctx, companyId, { unreadOnly, first, before });
  }

  @Query(() => NotificationCountType, { description: 'The caller’s unread notifications in the company' })
  notificationCount(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return countNotifications(ctx, companyId);
  }

  @Query(() => [RoleNotificationSettingType], {
    description: 'Every role × notification type of the company, the ones never saved on',
  })
  roleNotificationSettings(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listRoleNotificationSettings(ctx, companyId);
  }

  @Mutation(() => NotificationType_, { description: 'Only the caller’s own; another’s id is NOT_FOUND' })
  markNotificationRead(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return markNotificationRead(ctx, id);
  }

  @Mutation(() => Int, { description: 'Marks the caller’s unread notifications in the company read; how many were' })
  markAllNotificationsRead(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return markAllNotificationsRead(ctx, companyId);
  }

  @Mutation(() => [RoleNotificationSettingType], {
    description: 'Switches notification types per role (notifications.edit); answers every role × type',
  })
  saveRoleNotificationSettings(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('settings', () => [RoleNotificationSettingInput]) settings: RoleNotificationSettingInput[],
  ) {
    return saveRoleNotificationSettings(ctx, companyId, settings);
  }

  @Subscription(() => NotificationCountType, {
    name: 'notificationCount',
    description: 'The caller’s unread count, at the start and after each change; ends when the caller loses access',
    subscribe: ({ args, context }) => notificationCounts(context as RequestContext, args.companyId),
  })
  notificationCountChanged(
    @Root() count: { count: number },
    @Arg('companyId', () => Int) _companyId: number,
  ): { count: number } {
    return count;
  }

  @Subscription(() => NotificationType_, {
    description: 'Each new notification of the caller in the company',
    subscribe: ({ args, context }) => addedNotifications(context as RequestContext, args.companyId),
  })
  notificationAdded(@Root() notification: NotificationView, @Arg('companyId', () => Int) _companyId: number) {
    return notification;
  }
}
