import {
  NOTIFICATION_TYPE,
  ROLE_NOTIFICATION_TYPE,
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
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { RoleCode } from '../../shared/graphql/enums';
import { AFTER_ARG, connectionTypes, DEFAULT_PAGE, FIRST_ARG } from '../../shared/graphql/connection';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime } from '../../shared/graphql/scalars';
import { addedNotifications, notificationCounts } from './notification-live';
import { listRoleNotificationSettings, saveRoleNotificationSettings } from './notification-settings.service';
import {
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsConnection,
} from './notification.service';
import type { NotificationView } from './notification.view';

const NotificationTypeEnum = declaredEnum(NOTIFICATION_TYPE, {
  name: 'NotificationType',
  description: 'What a notification is about',
  describe: (declared) => declared.doc,
});
const RoleNotificationTypeEnum = declaredEnum(ROLE_NOTIFICATION_TYPE, {
  name: 'RoleNotificationType',
  description: 'A kind of notification a role may be switched off from',
  describe: (declared) => declared.doc,
});

@ObjectType('Notification', { description: 'A notification of the caller in a company (only its recipient reads it)' })
class NotificationType_ {
  @Field(() => Int, { description: 'Unique id of this Notification' }) id: number;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => NotificationTypeEnum, { description: 'What it is about' }) type: NotificationType;
  @Field(() => String, { description: 'Short title, in the company’s language' }) title: string;
  @Field(() => String, { description: 'The text, in the company’s language' }) message: string;
  @Field(() => Boolean, { description: 'Whether the recipient marked it read' }) isRead: boolean;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
}

const NotificationConnectionType = connectionTypes(
  'Notification',
  NotificationType_,
  'notifications',
  'newest first (by id)',
);

@ObjectType('NotificationCount', { description: 'The caller’s unread notifications in a company' })
class NotificationCountType {
  @Field(() => Int, { description: 'Unread notifications' }) count: number;
}

@ObjectType('RoleNotificationSetting', { description: 'Whether a role receives a kind of notification' })
class RoleNotificationSettingType {
  @Field(() => RoleCode, { description: 'The role’s code' }) role: string;
  @Field(() => RoleNotificationTypeEnum, { description: 'The kind of notification' })
  notificationType: RoleNotificationType;
  @Field(() => Boolean, { description: 'true: members with the role receive it' }) enabled: boolean;
}

@InputType('RoleNotificationSettingInput', { description: 'One role × notification type switch' })
class RoleNotificationSettingInput {
  @Field(() => RoleCode, { description: 'A built-in or custom role’s code' }) role: string;
  @Field(() => RoleNotificationTypeEnum, { description: 'The kind of notification' })
  notificationType: RoleNotificationType;
  @Field(() => Boolean, { description: 'true: members with the role receive it' }) enabled: boolean;
}

@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationType_], {
    deprecationReason: 'Use notificationsConnection',
    description: 'The caller’s own notifications in the company, newest first; first 1–200 (50), before = last id seen',
  })
  notifications(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('unreadOnly', () => Boolean, { description: 'true: only unread ones', nullable: true })
    unreadOnly?: boolean | null,
    @Arg('first', () => Int, { description: 'Page size, 1–200 (default 50)', nullable: true }) first?: number | null,
    @Arg('before', () => Int, {
      description: 'The id of the last notification already seen; absent for the newest',
      nullable: true,
    })
    before?: number | null,
  ) {
    return listNotifications(ctx, companyId, { unreadOnly, first, before });
  }

  @Query(() => NotificationConnectionType, {
    description:
      'A page of the caller’s own notifications in the company (Relay connection), newest first (by id); only their recipient reads them',
  })
  notificationsConnection(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'true: only unread ones' })
    unreadOnly: boolean | null,
  ) {
    return notificationsConnection(ctx, companyId, { first, after, unreadOnly });
  }

  @Query(() => NotificationCountType, { description: 'The caller’s unread notifications in the company' })
  notificationCount(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return countNotifications(ctx, companyId);
  }

  @Query(() => [RoleNotificationSettingType], {
    description: 'Every role × notification type of the company, the ones never saved on',
  })
  roleNotificationSettings(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listRoleNotificationSettings(ctx, companyId);
  }

  @Mutation(() => NotificationType_, { description: 'Only the caller’s own; another’s id is NOT_FOUND' })
  markNotificationRead(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The notification’s id' }) id: number,
  ) {
    return markNotificationRead(ctx, id);
  }

  @Mutation(() => Int, { description: 'Marks the caller’s unread notifications in the company read; how many were' })
  markAllNotificationsRead(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return markAllNotificationsRead(ctx, companyId);
  }

  @Mutation(() => [RoleNotificationSettingType], {
    description: 'Switches notification types per role (notifications.edit); answers every role × type',
  })
  saveRoleNotificationSettings(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('settings', () => [RoleNotificationSettingInput], {
      description: 'The switches to save; others keep their value',
    })
    settings: RoleNotificationSettingInput[],
  ) {
    return saveRoleNotificationSettings(ctx, companyId, settings);
  }

  @Subscription(() => NotificationCountType, {
    name: 'notificationCount',
    description: 'The caller’s unread count, at the start and after each change; ends when the caller loses access',
    subscribe: ({ args, context }) => notificationCounts(context as RequestContext, args.companyId),
  })
  notificationCountChanged(@Root() count: { count: number }, @CompanyIdArg() _companyId: number): { count: number } {
    return count;
  }

  @Subscription(() => NotificationType_, {
    description: 'Each new notification of the caller in the company',
    subscribe: ({ args, context }) => addedNotifications(context as RequestContext, args.companyId),
  })
  notificationAdded(@Root() notification: NotificationView, @CompanyIdArg() _companyId: number) {
    return notification;
  }
}
