// The public face of the events feed domain: what the wiring (app/) uses.
export { EventFeedResolver } from './event-feed.graphql';
export { eventFeedRoutes } from './event-feed.rest';
