// The public face of the rule-templates domain: what the domains above it and the wiring (app/) may use.
export { RuleTemplate } from './rule-template.entity';
export {
  BonusRuleTemplateResolver,
  PenaltyRuleTemplateResolver,
  SalaryRuleTemplateResolver,
} from './rule-templates.graphql';
export { ruleTemplateRoutes } from './rule-templates.rest';
export { SalaryRuleTemplate } from './salary-template.entity';
export {
  assertTemplatesAssigned,
  loadTemplatesForEngine,
  templateVersions,
  type TemplateVersion,
} from './template-engine';
export { templateIntegrity } from './template-integrity';
export {
  clearTemplates,
  restoreTemplates,
  ruleTemplatesForBackup,
  salaryTemplatesForBackup,
  type TemplateIds,
} from './template-backup';
