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

@ObjectType('User', { description: 'A signed-in person’s account (each user reads only their own)' })
export class UserType {
  @Field(() => Int, { description: 'Unique id of this User' }) id: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: 'The sign-in e-mail address' }) email: string;
  @Field(() => RoleCode, { nullable: true, description: 'The role in the current company; null without one' })
  role: string | null;
  @Field(() => String, { description: '/api/images/{id}; null without a photo', nullable: true }) profileImageUrl:
    string | null;
  @Field(() => Int, { description: 'The company the user last worked in; null when none', nullable: true })
  currentCompanyId: number | null;
  @Field(() => Boolean, { description: 'Whether the e-mail address was confirmed' }) emailVerified: boolean;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
}

@ObjectType('LoginResult', { description: 'A new session' })
class LoginResultType {
  @Field(() => String, { description: 'The session token: send it as `Authorization: Bearer <token>`' }) token: string;
  @Field(() => String, { description: 'The session’s id (to end it from the sessions list)' }) sessionId: string;
  @Field(() => UserType, { description: 'The signed-in user' }) user: UserView;
}

@InputType('RegisterInput', { description: 'A new account' })
class RegisterInput {
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: 'The sign-in e-mail address, unique' }) email: string;
  @Field(() => String, { description: 'At least 8 characters' }) password: string;
}

@InputType('UpdateProfileInput', { description: 'The fields of the profile to change; absent ones keep their value' })
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

  @Mutation(() => Boolean, {
    description: 'Creates an account and signs in; a confirmation letter is sent (rate-limited)',
  })
  register(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterInput, { description: 'The new account' }) input: RegisterInput,
  ) {
    return register(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Confirms the e-mail address with the letter’s token' })
  verifyEmail(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The token from the confirmation letter' }) token: string,
  ) {
    return verifyEmail(ctx, { token });
  }

  @Mutation(() => Boolean, { description: 'Always true: does not reveal which addresses have accounts' })
  resendVerification(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { description: 'The account’s e-mail address' }) email: string,
  ) {
    return resendVerification(ctx, { email });
  }

  @Mutation(() => LoginResultType, { description: 'Also sets the HttpOnly session cookie' })
  login(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { description: 'The account’s e-mail address' }) email: string,
    @Arg('password', () => String, { description: 'The account’s password' }) password: string,
  ): Promise<LoginResult> {
    return login(ctx, { email, password });
  }

  @Mutation(() => Boolean, { description: 'Ends the session and clears the cookie' })
  logout(@Ctx() ctx: RequestContext) {
    return logout(ctx);
  }

  @Mutation(() => Boolean, { description: 'Extends the caller’s session and answers it with a fresh token' })
  refreshSession(@Ctx() ctx: RequestContext) {
    return refreshSession(ctx);
  }

  @Mutation(() => Boolean, { description: 'Always true: does not reveal which addresses have accounts' })
  forgotPassword(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, {
      description: 'The account’s e-mail address (the answer is the same whether it exists or not)',
    })
    email: string,
  ) {
    return forgotPassword(ctx, { email });
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with the letter’s token; ends every session' })
  resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The token from the reset letter' }) token: string,
    @Arg('newPassword', () => String, { description: 'At least 8 characters' }) newPassword: string,
  ) {
    return resetPassword(ctx, { token, newPassword });
  }

  @Mutation(() => UserType, { description: 'Changes the caller’s profile' })
  updateProfile(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateProfileInput, { description: 'The fields to change' }) input: UpdateProfileInput,
  ) {
    return updateProfile(ctx, input.profileImage === undefined ? {} : { profileImage: input.profileImage });
  }

  @Mutation(() => UserType, { description: 'null clears the current company; a company the caller is not in is 404' })
  setPreferences(
    @Ctx() ctx: RequestContext,
    @Arg('currentCompanyId', () => Int, {
      description: 'The company to open by default; the caller must be a member',
      nullable: true,
    })
    currentCompanyId: number | null,
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
