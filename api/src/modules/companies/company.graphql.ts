import { PERMISSION_KEYS } from '@staffpay/schema/roles/permission-tree';
import { permissionsOfRole, roleOfCompany } from '../../shared/tenancy/role-directory';
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
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
import { ChangeKindEnum, RoleCode } from '../../shared/graphql/enums';
import { DateTime } from '../../shared/graphql/scalars';
import { whileMember } from '../../shared/tenancy/live';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import type { ChangeKind } from '../../shared/events';
import type { CompanyEvent } from './company.events';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './company.service';
import type { CompanyView } from './company.view';

@ObjectType('Company', { description: 'A company (tenant): its settings; members read it' })
export class CompanyType {
  @Field(() => Int, { description: 'Unique id of this Company' }) id: number;
  @Field(() => String, { description: 'The company’s name' }) name: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => String, { description: 'ru or en' }) language: string;
  @Field(() => String, { description: 'IANA zone (e.g. Europe/Moscow): the company’s today, months and dates' })
  timezone: string;
  @Field(() => String, { description: 'ISO 4217 code' }) currency: string;
  @Field(() => String, { nullable: true, description: 'Same as logoUrl; kept for the documented field name' })
  logo: string | null;
  @Field(() => String, { description: '/api/images/{id}; null without a logo', nullable: true }) logoUrl: string | null;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => Boolean, { description: 'Whether dashboards show today’s birthdays' }) showBirthdaysOnDashboard: boolean;
  @Field(() => Int, { description: 'How many days ahead upcoming birthdays are announced' })
  birthdayNotificationDays: number;
  myRole?: string;
}

@ObjectType('CompanyEvent', { description: 'A company was created, updated or deleted' })
class CompanyEventType {
  @Field(() => ChangeKindEnum, { description: 'created, updated or deleted' }) kind: ChangeKind;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => CompanyType, { description: 'The company after the change; null when deleted', nullable: true })
  company: CompanyView | null;
}

@InputType({ description: 'A company’s settings' })
class CompanyFields {
  @Field(() => String, { description: 'Free text; empty or null means none', nullable: true }) description?:
    string | null;
  @Field(() => String, {
    description: 'ru or en: the language of notifications, documents and money formatting',
    nullable: true,
  })
  language?: string;
  @Field(() => String, { description: 'IANA zone, e.g. Europe/Moscow', nullable: true }) timezone?: string;
  @Field(() => String, { description: 'ISO 4217 code, e.g. RUB', nullable: true }) currency?: string;
  @Field(() => String, { nullable: true, description: 'A data URL to set the logo, null to remove it' })
  logo?: string | null;
  @Field(() => Boolean, { description: 'Whether dashboards show today’s birthdays', nullable: true })
  showBirthdaysOnDashboard?: boolean;
  @Field(() => Int, { description: 'How many days ahead upcoming birthdays are announced', nullable: true })
  birthdayNotificationDays?: number;
}

@InputType({ description: 'A new company; the caller becomes its owner' })
class CreateCompanyInput extends CompanyFields {
  @Field(() => String, { description: 'Required' }) name: string;
}

@InputType({ description: 'The company’s settings to change' })
class UpdateCompanyInput extends CompanyFields {
  @Field(() => String, { description: 'The new name; absent keeps it', nullable: true }) name?: string;
}

/** GraphQL leaves absent fields undefined but may pass explicit nulls; the service reads null as "clear". */
function defined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Resolver(() => CompanyType)
export class CompanyResolver {
  @Query(() => [CompanyType], { description: 'The companies the caller belongs to' })
  companies(@Ctx() ctx: RequestContext) {
    return listCompanies(ctx);
  }

  @Query(() => CompanyType, { description: 'One company the caller is a member of' })
  company(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The company’s id (another company’s answers NOT_FOUND)' }) id: number,
  ) {
    return getCompany(ctx, id);
  }

  @Mutation(() => CompanyType, {
    description: 'Creates a company owned by the caller (session only, never an API token)',
  })
  createCompany(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCompanyInput, { description: 'The new company' }) input: CreateCompanyInput,
  ) {
    return createCompany(ctx, defined(input));
  }

  @Mutation(() => CompanyType, { description: 'Changes the company’s settings (settings.edit)' })
  updateCompany(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The company’s id' }) id: number,
    @Arg('input', () => UpdateCompanyInput, { description: 'The settings to change' }) input: UpdateCompanyInput,
  ) {
    return updateCompany(ctx, id, defined(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes the company and all its data (owners only)' })
  deleteCompany(@Ctx() ctx: RequestContext, @Arg('id', () => Int, { description: 'The company’s id' }) id: number) {
    return deleteCompany(ctx, id);
  }

  @FieldResolver(() => RoleCode, { nullable: true, description: 'The caller’s role in this company' })
  async myRole(@Root() company: CompanyView, @Ctx() ctx: RequestContext): Promise<string | null> {
    if (company.myRole) return company.myRole;
    if (!ctx.auth) return null;
    return (await authorize(ctx, company.id, 'member').catch(() => null))?.role ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The name of the caller’s role in this company (a custom role’s own name); null for a non-member',
  })
  async myRoleName(@Root() company: CompanyView, @Ctx() ctx: RequestContext): Promise<string | null> {
    const role = await this.myRole(company, ctx);
    return role ? ((await roleOfCompany(ctx.app, ctx.em, company.id, role))?.name ?? role) : null;
  }

  @FieldResolver(() => [String], {
    description:
      'The permission-tree keys the caller’s role grants in this company (module switches included); empty for a non-member',
  })
  async myPermissions(@Root() company: CompanyView, @Ctx() ctx: RequestContext): Promise<string[]> {
    // The list of companies carries the caller's role: a built-in role's grants cost no query.
    const role = await this.myRole(company, ctx);
    const permissions = role ? await permissionsOfRole(ctx.app, ctx.em, company.id, role) : null;
    return permissions ? PERMISSION_KEYS.filter((k) => permissions.has(k)) : [];
  }

  @Subscription(() => CompanyEventType, {
    description: 'Changes to one company the caller belongs to; ends when the caller leaves or is removed',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      await authorize(ctx, args.companyId, 'member');
      return whileMember(ctx, args.companyId, 'member', ctx.app.events.subscribe('companyChanged', args.companyId));
    },
  })
  companyChanged(@Root() event: CompanyEvent, @CompanyIdArg() _companyId: number): CompanyEvent {
    return event;
  }

  @Subscription(() => CompanyEventType, {
    description: 'Companies added to, changed in or removed from the caller’s list',
    subscribe: ({ context }) => {
      const ctx = context as RequestContext;
      return ctx.app.events.subscribe('myCompaniesChanged', requireUser(ctx));
    },
  })
  myCompaniesChanged(@Root() event: CompanyEvent): CompanyEvent {
    return event;
  }
}
