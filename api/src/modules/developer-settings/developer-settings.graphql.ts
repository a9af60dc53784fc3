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
import { can } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { mapEvents } from '../../shared/live/mapped-events';
import { whileMember } from '../../shared/tenancy/live';
import { authorize } from '../../shared/tenancy/membership';
import { getDeveloperSettings, saveDeveloperSettings } from './developer-settings.service';
import type { DeveloperSettingsView } from './developer-settings.view';

@ObjectType('MenuSettings', { description: 'How the side menu is shown' })
class MenuSettingsType {
  @Field(() => Boolean, { description: 'true: icons with tooltips only' }) hideNavigationMenuLabels: boolean;
}

@ObjectType('DeveloperSettings', {
  description: 'A company’s branding and AI settings (every member reads them; the key is never answered)',
})
class DeveloperSettingsType {
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, { nullable: true, description: 'The service logo’s URL' }) serviceLogo: string | null;
  @Field(() => String, { description: 'small, medium, large, extra-large (or xlarge) or huge' }) logoSize: string;
  @Field(() => Int, { description: 'The logo’s height in pixels: 32, 48, 64, 80 or 96' }) logoSizePx: number;
  @Field(() => String, { description: 'null when none', nullable: true }) companySlogan: string | null;
  @Field(() => Boolean, { description: 'The side menu shows icons with tooltips only' })
  hideNavigationMenuLabels: boolean;
  @Field(() => MenuSettingsType, { description: 'The side menu’s settings' }) menuSettings: MenuSettingsType;
  @Field(() => String, { nullable: true, description: 'The company’s prompt; {employeeData} is replaced' })
  aiAnalysisPrompt: string | null;
  @Field(() => Int, { description: '500 to 10000' }) aiAnalysisMaxTokens: number;
  @Field(() => String, { nullable: true, description: 'openai, anthropic, xai, gemini or custom; null: the system’s' })
  aiProvider: string | null;
  @Field(() => String, { nullable: true, description: 'null: the provider’s default model' }) aiModel: string | null;
  @Field(() => Boolean, { description: 'Whether the company has its own API key (the key itself is never answered)' })
  aiApiKeySet: boolean;
  @Field(() => String, { nullable: true, description: 'The key’s last 4 characters, for developers only' })
  aiApiKeyLast4: string | null;
  @Field(() => String, { description: 'A custom provider’s base URL; null: the provider’s own', nullable: true })
  aiApiEndpoint: string | null;
  @Field(() => String, { description: 'When a developer last saved (ISO-8601); null when never', nullable: true })
  updatedAt: string | null;
}

@InputType({ description: 'Developer settings to save; absent or null keeps what is stored' })
class DeveloperSettingsInput {
  @Field(() => String, { nullable: true, description: 'A data URL sets the logo, null removes it' })
  serviceLogo?: string | null;
  @Field(() => String, { description: 'small, medium, large, extra-large (or xlarge) or huge', nullable: true })
  logoSize?: string | null;
  @Field(() => String, { description: 'Free text; empty clears it', nullable: true }) companySlogan?: string | null;
  @Field(() => Boolean, { description: 'true: the side menu shows icons only', nullable: true })
  hideNavigationMenuLabels?: boolean | null;
  @Field(() => String, { description: 'The prompt; {employeeData} is replaced', nullable: true }) aiAnalysisPrompt?:
    string | null;
  @Field(() => Int, { description: '500 to 10000', nullable: true }) aiAnalysisMaxTokens?: number | null;
  @Field(() => String, { description: 'openai, anthropic, xai, gemini or custom', nullable: true }) aiProvider?:
    string | null;
  @Field(() => String, { description: 'The provider’s model name', nullable: true }) aiModel?: string | null;
  @Field(() => String, { nullable: true, description: 'A new key; empty or absent keeps the stored one' })
  aiApiKey?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Removes the company’s key: the system key is used' })
  clearAiApiKey?: boolean | null;
  @Field(() => String, {
    description: 'A custom provider’s base URL (public addresses only unless the operator allows private ones)',
    nullable: true,
  })
  aiApiEndpoint?: string | null;
}

/** Explicit nulls of flags and numbers mean "keep", as absent ones do; nulls of texts clear them. */
function defined(input: DeveloperSettingsInput): Record<string, unknown> {
  const keepOnNull = new Set(['logoSize', 'hideNavigationMenuLabels', 'aiAnalysisMaxTokens', 'clearAiApiKey']);
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => v !== undefined && !(v === null && keepOnNull.has(k))),
  );
}

@Resolver()
export class DeveloperSettingsResolver {
  @Query(() => DeveloperSettingsType, { description: 'The company’s branding and AI settings (every member)' })
  developerSettings(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return getDeveloperSettings(ctx, companyId);
  }

  @Mutation(() => DeveloperSettingsType, { description: 'Saves developer settings (settings.developer only)' })
  saveDeveloperSettings(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => DeveloperSettingsInput, { description: 'The settings to save' }) input: DeveloperSettingsInput,
  ) {
    return saveDeveloperSettings(ctx, { ...defined(input), companyId });
  }

  @Subscription(() => DeveloperSettingsType, {
    description: 'The company’s developer settings whenever a developer saves them',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const grant = await authorize(ctx, args.companyId, 'member');
      const events = whileMember(
        ctx,
        args.companyId,
        'member',
        ctx.app.events.subscribe('developerSettingsChanged', args.companyId),
        grant,
      );
      // The key's end is for developers; the grant follows role changes while subscribed.
      return mapEvents(events, (view) =>
        can(grant.permissions, 'settings.developer') ? view : { ...view, aiApiKeyLast4: null },
      );
    },
  })
  developerSettingsChanged(
    @Root() view: DeveloperSettingsView,
    @CompanyIdArg() _companyId: number,
  ): DeveloperSettingsView {
    return view;
  }
}
