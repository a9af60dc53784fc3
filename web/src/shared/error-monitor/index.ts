export { createErrorMonitor, type ErrorMonitor } from './monitor';
export { ConnectionNotice } from './ConnectionNotice';
export { useConnectionLost } from './connection-check';
export { isConnectionFailure } from './failures';
