import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { birthdaysTodayChanges } from './birthday-live';
import { birthdaysToday, upcomingBirthdays } from './birthday.service';
import type { BirthdayView } from './birthday.view';

@ObjectType('BirthdayEntry')
export class BirthdayEntryType {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'The employee’s first department' })
  departmentName: string | null;
  @Field(() => String, { nullable: true, description: 'The employee’s first branch' }) branchName: string | null;
}

@ObjectType('UpcomingBirthday')
class UpcomingBirthdayType extends BirthdayEntryType {
  @Field(() => String, { description: 'The next occurrence, YYYY-MM-DD in the company’s timezone' }) date: string;
  @Field(() => Int) daysUntil: number;
}

@Resolver()
export class BirthdayResolver {
  @Query(() => [BirthdayEntryType], {
    description:
      'Active or vacationing employees whose birthday is today in the company’s timezone (29 February on 28 February in common years); the employee role sees only its own',
  })
  birthdaysToday(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return birthdaysToday(ctx, companyId);
  }

  @Query(() => [UpcomingBirthdayType], {
    description: 'Birthdays from tomorrow to birthdayNotificationDays ahead, soonest first',
  })
  upcomingBirthdays(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return upcomingBirthdays(ctx, companyId);
  }

  @Subscription(() => [BirthdayEntryType], {
    description: 'birthdaysToday, whole, whenever it changes (staff, structure, settings, a new day)',
    subscribe: ({ args, context }) => birthdaysTodayChanges(context as RequestContext, args.companyId),
  })
  birthdaysTodayChanged(@Root() list: BirthdayView[], @Arg('companyId', () => Int) _companyId: number): BirthdayView[] {
    return list;
  }
}
