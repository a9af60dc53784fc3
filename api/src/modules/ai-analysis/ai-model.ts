import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createXai } from '@ai-sdk/xai';
import type { LanguageModel } from 'ai';
import type { AiSettings } from '../developer-settings';

/**
 * The provider's model through the AI SDK. `fetch` is the guarded one for an endpoint the company
 * chose; the known providers' own hosts are public by construction.
 */
export function languageModel(s: AiSettings, customFetch: typeof fetch): LanguageModel {
  const apiKey = s.apiKey ?? undefined;
  switch (s.provider) {
    case 'openai':
      return createOpenAI({ apiKey })(s.model);
    case 'anthropic':
      return createAnthropic({ apiKey })(s.model);
    case 'xai':
      return createXai({ apiKey })(s.model);
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey })(s.model);
    case 'custom':
      // POST {endpoint}/chat/completions, Bearer key when one is set.
      return createOpenAICompatible({ name: 'custom', baseURL: s.endpoint!, apiKey, fetch: customFetch }).chatModel(
        s.model,
      );
  }
}
