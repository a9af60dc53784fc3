// The public face of the accounts domain: what the domains above it may use (lint refuses deeper imports).
export { publishMe } from './profile.service';
export { mailFailed } from './registration.service';
export { hashToken, newToken } from './session-token';
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
