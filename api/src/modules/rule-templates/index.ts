// The public face of the rule-templates domain: what the domains above it may use (lint refuses deeper imports).
export { assertTemplatesAssigned, loadTemplatesForEngine } from './template-engine';
