import { generateText, streamText } from 'ai';
import { AI_ANALYSIS_MESSAGES, aiAnalysisRequestSchema } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError, notFound } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { companyCurrency } from '../companies';
import { aiSettingsOf } from '../developer-settings';
import { employeeWorkProfile } from '../staff';
import { languageModel } from './ai-model';
import { analysisPrompt } from './analysis-prompt';
import { employeeDataText } from './employee-data';
import { assertPublicEndpoint, publicOnlyFetch } from '../../shared/net/endpoint-guard';
import { recentFigures } from './recent-figures';

/**
 * What is logged of a provider's failure: the SDK's errors carry the request (the prompt with the
 * employee's data) and the provider's answer, so only their class, HTTP status and code are kept.
 */
function failureOf(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const e = error as Error & { statusCode?: unknown; code?: unknown };
  return { type: e.constructor.name, statusCode: e.statusCode, code: e.code };
}

/** A piece of a streamed analysis: text as it comes, then the whole text (or the error) with done. */
export interface AnalysisChunk {
  delta: string;
  done: boolean;
  analysis: string | null;
  error: string | null;
}

/**
 * Everything before the provider is called: access (employees.ai), the
 * employee, the company's allowance, the settings, the endpoint's address, the prompt.
 */
async function prepare(ctx: RequestContext, input: unknown) {
  const { companyId, employeeId } = parse(aiAnalysisRequestSchema, input);
  // The grant is the permission to have any employee's work data analysed; pay figures still follow salaries.*.
  const grant = await authorize(ctx, companyId, 'employees.ai');
  const profile = await employeeWorkProfile(ctx.em, companyId, employeeId);
  if (!profile) throw notFound('Сотрудник');
  const settings = await aiSettingsOf(ctx.app, ctx.em, companyId);
  await ctx.app.rateLimits.consume('aiAnalysis', String(companyId), AI_ANALYSIS_MESSAGES.tooMany);
  const guarded = settings.provider === 'custom' && !ctx.app.config.ALLOW_PRIVATE_ENDPOINTS;
  if (guarded) await assertPublicEndpoint(settings.endpoint!, AI_ANALYSIS_MESSAGES.blockedEndpoint);
  const months = await recentFigures(ctx, companyId, employeeId, grant.permissions);
  const data = employeeDataText(profile, months, await companyCurrency(ctx.em, companyId));
  return {
    companyId,
    model: languageModel(settings, guarded ? publicOnlyFetch : fetch),
    prompt: analysisPrompt(settings.prompt, data),
    maxOutputTokens: settings.maxTokens,
  };
}

/**
 * Streams the analysis; a provider failure or the time limit (AI_TIMEOUT_MS, 30 s) ends it with
 * 'Ошибка при проведении анализа' (docs/developer-settings.md).
 */
export async function streamEmployeeAnalysis(
  ctx: RequestContext,
  input: unknown,
): Promise<AsyncIterable<AnalysisChunk>> {
  const run = await prepare(ctx, input);
  return (async function* () {
    let text = '';
    try {
      const result = streamText({
        model: run.model,
        prompt: run.prompt,
        maxOutputTokens: run.maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(ctx.app.config.AI_TIMEOUT_MS),
      });
      for await (const part of result.fullStream) {
        if (part.type === 'error') throw part.error;
        if (part.type !== 'text-delta') continue;
        text += part.text;
        yield { delta: part.text, done: false, analysis: null, error: null };
      }
      if (!text.trim()) throw new Error('empty analysis');
      yield { delta: '', done: true, analysis: text, error: null };
    } catch (error) {
      ctx.app.log.warn({ failure: failureOf(error), companyId: run.companyId }, 'ai analysis failed');
      yield { delta: '', done: true, analysis: null, error: AI_ANALYSIS_MESSAGES.failed };
    }
  })();
}

/** POST /api/employee-ai-analysis/{employeeId}: the whole analysis, or 502 'Ошибка при проведении анализа'. */
export async function analyzeEmployee(ctx: RequestContext, input: unknown): Promise<{ analysis: string }> {
  const run = await prepare(ctx, input);
  try {
    const { text } = await generateText({
      model: run.model,
      prompt: run.prompt,
      maxOutputTokens: run.maxOutputTokens,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(ctx.app.config.AI_TIMEOUT_MS),
    });
    if (!text.trim()) throw new Error('empty analysis');
    return { analysis: text };
  } catch (error) {
    ctx.app.log.warn({ failure: failureOf(error), companyId: run.companyId }, 'ai analysis failed');
    throw new AppError('BAD_GATEWAY', AI_ANALYSIS_MESSAGES.failed);
  }
}
