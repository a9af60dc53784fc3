import { NoticePanel } from '@/shared/ui/NoticePanel';
import { RULE_TEMPLATES_PAGE } from '../rule-templates.messages';

/** Templates are company configuration (pay.read): the employee role is told so rather than shown an error. */
export function NoPayAccess() {
  return <NoticePanel title={RULE_TEMPLATES_PAGE.noAccess} hint={RULE_TEMPLATES_PAGE.noAccessHint} />;
}
