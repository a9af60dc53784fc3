/** What these members may do in the company changed: their role, their role's grants, or their membership. */
export interface MemberAccessChanged {
  companyId: number;
  userIds: number[];
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const MEMBER_ACCESS_CHANGED = 'memberAccessChanged';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    memberAccessChanged: MemberAccessChanged;
  }
}
