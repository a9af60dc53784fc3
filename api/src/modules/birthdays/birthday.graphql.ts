import { Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { birthdaysTodayChanges } from './birthday-live';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';
import type { BirthdayView } from './birthday.view';

@ObjectType('BirthdayEntry', { description: 'An employee whose birthday is celebrated' })
export class BirthdayEntryType {
  @Field(() => Int, { description: 'Unique id of this BirthdayEntry' }) id: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: '/api/images/{id}; null without a photo', nullable: true }) photoUrl:
    string | null;
  @Field(() => String, { nullable: true, description: 'The employee’s first department' })
  departmentName: string | null;
  @Field(() => String, { nullable: true, description: 'The employee’s first branch' }) branchName: string | null;
}

@ObjectType('UpcomingBirthday', { description: 'An employee whose birthday comes within the company’s notice days' })
class UpcomingBirthdayType extends BirthdayEntryType {
  @Field(() => String, { description: 'The next occurrence, YYYY-MM-DD in the company’s timezone' }) date: string;
  @Field(() => Int, { description: 'Days from the company’s today to the birthday (0 = today)' }) daysUntil: number;
}

@Resolver()
export class BirthdayResolver {
  @Query(() => [BirthdayEntryType], {
    description:
      'Active or vacationing employees whose birthday is today in the company’s timezone (29 February on 28 February in common years); the employee role sees only its own',
  })
  birthdaysToday(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return birthdaysToday(ctx, companyId);
  }

  @Query(() => [UpcomingBirthdayType], {
    description: 'Birthdays from tomorrow to birthdayNotificationDays ahead, soonest first',
  })
  upcomingBirthdays(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return upcomingBirthdays(ctx, companyId);
  }

  @Subscription(() => [BirthdayEntryType], {
    description: 'birthdaysToday, whole, whenever it changes (staff, structure, settings, a new day)',
    subscribe: ({ args, context }) => birthdaysTodayChanges(context as RequestContext, args.companyId),
  })
  birthdaysTodayChanged(@Root() list: BirthdayView[], @CompanyIdArg() _companyId: number): BirthdayView[] {
    return list;
  }
}
