import type { UserView } from './account.view';

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by user id: the user's own profile or preferences changed (any tab, any device). */
    meChanged: UserView;
  }
}

export {};
