import { AccountToken } from '../modules/accounts/account-token.entity';
import { Session } from '../modules/accounts/session.entity';
import { User } from '../modules/accounts/user.entity';
import { Company } from '../modules/companies/company.entity';
import { Membership } from '../modules/companies/membership.entity';
import { StoredImage } from '../modules/images/image.entity';
import { Invitation } from '../modules/members/invitation.entity';

/** Every entity, listed rather than discovered by glob so tsx, tests and builds agree. */
export const entities = [StoredImage, User, Session, Company, Membership, AccountToken, Invitation];
