// The public face of the notifications feature: what the shell may use.
export { useNotificationCount } from './hooks/useNotificationCount';
