import { z } from 'zod';

export const AI_ANALYSIS_MESSAGES = {
  notConfigured: 'AI-анализ не настроен',
  configureProvider: 'Выберите провайдера ИИ в настройках разработчика или задайте AI_PROVIDER на сервере',
  configureKey: 'Укажите API-ключ в настройках разработчика или задайте AI_API_KEY на сервере',
  configureOwnKey:
    'Системный ключ работает только с провайдером и адресом сервера: укажите свой API-ключ в настройках разработчика',
  configureEndpoint: 'Укажите адрес API своего провайдера в настройках разработчика',
  failed: 'Ошибка при проведении анализа',
  failedHint: 'Попробуйте ещё раз или обратитесь к администратору системы',
  tooMany: 'Слишком много запросов на AI-анализ. Повторите через минуту',
  blockedEndpoint: 'Адрес API провайдера указывает во внутреннюю сеть',
  run: 'Провести анализ',
  running: 'Проводится анализ...',
  empty: 'Анализ ещё не проводился',
} as const;

/** POST /api/employee-ai-analysis/{employeeId}, body companyId (docs/api.md). */
export const aiAnalysisRequestSchema = z.object({
  companyId: z.number().int().positive(),
  employeeId: z.number().int().positive(),
});
export type AiAnalysisRequest = z.input<typeof aiAnalysisRequestSchema>;

/** The provider's whole answer (or stream) may take at most this long. */
export const AI_TIMEOUT_MS = 30_000;
/** Analyses a company may run per minute, over all its members. */
export const AI_ANALYSES_PER_MINUTE = 10;
