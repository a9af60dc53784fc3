// The public face of the live feature: what the shell may use.
export { LiveUpdates } from './LiveUpdates';
