/**
 * The card's icon, chosen by keywords in the department name. Rules are tried in
 * order, so "Отдел продаж и маркетинга" is a sales department. Stems match anywhere in the
 * name ("Техподдержка"); the short Latin abbreviations only as whole words ("IT-отдел", not "Digital").
 */
const RULES: [RegExp, string][] = [
  [/продаж|sales/, '💰'],
  [/маркетинг|реклам|marketing/, '📣'],
  [/(^|[^a-z])it([^a-z]|$)|айти|разработ|программ|develop/, '💻'],
  [/бухгалтер|финанс|экономи|accounting|financ/, '📊'],
  [/(^|[^a-z])hr([^a-z]|$)|кадр|персонал/, '🧑‍💼'],
  [/склад|логист|закуп|снабжен|warehouse|logistic/, '📦'],
  [/поддержк|сервис|support/, '🎧'],
  [/доставк|курьер/, '🚚'],
  [/производ|цех/, '🏭'],
  [/дизайн|design/, '🎨'],
  [/юрид|правов|legal/, '⚖️'],
  [/безопасн|охран|security/, '🛡️'],
  [/руковод|дирекц|управлен/, '👔'],
];

export const DEFAULT_DEPARTMENT_EMOJI = '🏢';

export function departmentEmoji(name: string | null | undefined): string {
  const text = (name ?? '').toLowerCase().replace(/ё/g, 'е');
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_DEPARTMENT_EMOJI;
}
