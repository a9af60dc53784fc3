// The public face of the accounts domain: what the domains above it and the wiring (app/) may use.
export { AccountToken } from './account-token.entity';
export { endsSession, SESSIONS_ENDED } from './account.events';
export { AccountResolver } from './account.graphql';
export { accountRoutes } from './account.rest';
export { publishMe } from './profile.service';
export { mailFailed } from './registration.service';
export { httpCookies } from './session-cookie';
export { SESSION_COOKIE, hashToken, newToken } from './session-token';
export { Session } from './session.entity';
export { resolveSession } from './session.service';
export {
  clearCurrentCompany,
  loadUser,
  makeCurrentIfNone,
  userEmails,
  userIdByEmail,
  userNames,
  usersWorkingIn,
} from './user-queries';
export { User } from './user.entity';
