export { createErrorMonitor, type ErrorMonitor } from './monitor';
export { ConnectionNotice } from './ConnectionNotice';
