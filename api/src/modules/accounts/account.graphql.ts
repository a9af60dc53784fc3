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
import { RoleCode } from '../../shared/graphql/enums';
import type { RequestContext } from '../../shared/context';
import { DateTime } from '../../shared/graphql/scalars';
import { requireUser } from '../../shared/tenancy/membership';
import type { UserView } from './account.view';
import { googleAuthUrl } from './google.service';
import { login, logout, refreshSession, type LoginResult } from './login.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { me, setPreferences, updateProfile } from './profile.service';
import { register, resendVerification, verifyEmail } from './registration.service';

@ObjectType('User')
export class UserType {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => RoleCode, { nullable: true, description: 'The role in the current company; null without one' })
  role: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl: string | null;
  @Field(() => Int, { nullable: true }) currentCompanyId: number | null;
  @Field(() => Boolean) emailVerified: boolean;
  @Field(() => DateTime) createdAt: string;
}

@ObjectType('LoginResult')
class LoginResultType {
  @Field(() => String) token: string;
  @Field(() => String) sessionId: string;
  @Field(() => UserType) user: UserView;
}

@InputType('RegisterInput')
class RegisterInput {
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => String) password: string;
}

@InputType('UpdateProfileInput')
class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'A data URL to set the avatar, null to remove it' })
  profileImage?: string | null;
}

@Resolver(() => UserType)
export class AccountResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when not signed in' })
  me(@Ctx() ctx: RequestContext) {
    return me(ctx);
  }

  @Query(() => String, { description: 'Where the browser goes to sign in with Google' })
  googleAuthUrl(@Ctx() ctx: RequestContext) {
    return googleAuthUrl(ctx);
  }

  @Mutation(() => Boolean)
  register(@Ctx() ctx: RequestContext, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return register(ctx, { ...input });
  }

  @Mutation(() => Boolean)
  verifyEmail(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return verifyEmail(ctx, { token });
  }

  @Mutation(() => Boolean, { description: 'Always true: does not reveal which addresses have accounts' })
  resendVerification(@Ctx() ctx: RequestContext, @Arg('email', () => String) email: string) {
    return resendVerification(ctx, { email });
  }

  @Mutation(() => LoginResultType, { description: 'Also sets the HttpOnly session cookie' })
  login(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ): Promise<LoginResult> {
    return login(ctx, { email, password });
  }

  @Mutation(() => Boolean, { description: 'Ends the session and clears the cookie' })
  logout(@Ctx() ctx: RequestContext) {
    return logout(ctx);
  }

  @Mutation(() => Boolean)
  refreshSession(@Ctx() ctx: RequestContext) {
    return refreshSession(ctx);
  }

  @Mutation(() => Boolean, { description: 'Always true: does not reveal which addresses have accounts' })
  forgotPassword(@Ctx() ctx: RequestContext, @Arg('email', () => String) email: string) {
    return forgotPassword(ctx, { email });
  }

  @Mutation(() => Boolean)
  resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
  ) {
    return resetPassword(ctx, { token, newPassword });
  }

  @Mutation(() => UserType)
  updateProfile(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput) {
    return updateProfile(ctx, input.profileImage === undefined ? {} : { profileImage: input.profileImage });
  }

  @Mutation(() => UserType, { description: 'null clears the current company; a company the caller is not in is 404' })
  setPreferences(
    @Ctx() ctx: RequestContext,
    @Arg('currentCompanyId', () => Int, { nullable: true }) currentCompanyId: number | null,
  ) {
    return setPreferences(ctx, { currentCompanyId: currentCompanyId ?? null });
  }

  @Subscription(() => UserType, {
    description: 'The caller’s profile or preferences changed (any tab or device)',
    subscribe: ({ context }) => {
      const ctx = context as RequestContext;
      return ctx.app.events.subscribe('meChanged', requireUser(ctx));
    },
  })
  meChanged(@Root() user: UserView): UserView {
    return user;
  }
}
