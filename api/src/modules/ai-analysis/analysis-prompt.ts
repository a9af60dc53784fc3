import { EMPLOYEE_DATA_PLACEHOLDER } from '@staffpay/schema/developer-settings/developer-settings.schemas';

const DEFAULT_PROMPT = `Ты — опытный HR-аналитик. Проанализируй рабочие данные сотрудника и дай краткий структурированный отчёт на русском языке:
1. Общая оценка: роль, опыт и вклад в работу компании.
2. Динамика показателей за последние месяцы (заказы, прибыль, начисления), если они есть.
3. Сильные стороны и зоны роста.
4. Конкретные рекомендации по развитию, мотивации и обучению.
Не придумывай фактов, которых нет в данных.

Данные сотрудника:
${EMPLOYEE_DATA_PLACEHOLDER}`;

/** The company's prompt with the data in place of {employeeData} (appended when it has no placeholder). */
export function analysisPrompt(companyPrompt: string | null, employeeData: string): string {
  const template = companyPrompt ?? DEFAULT_PROMPT;
  return template.includes(EMPLOYEE_DATA_PLACEHOLDER)
    ? template.split(EMPLOYEE_DATA_PLACEHOLDER).join(employeeData)
    : `${template}\n\n${employeeData}`;
}
