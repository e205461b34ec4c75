import type { Capabilities } from '@kinstory/contract';
import type { Providers } from '../plugins/providers.ts';
import { createEmbeddedExtractor, createEmbeddedInterviewer } from './embedded/index.ts';
import { createOpenAiExtractor, createOpenAiInterviewer, openAiCompatibleModel } from './openai/llm.ts';
import { createOpenAiStt, createOpenAiTts } from './openai/speech.ts';
import { createEspeakTts } from './speech/espeak.ts';

const OPENAI = 'https://api.openai.com/v1';

/**
 * ARCHITECTURE "AI providers": embedded defaults; LLM_BASE_URL/LLM_API_KEY/LLM_MODEL,
 * TTS_BASE_URL/TTS_API_KEY/TTS_MODEL and STT_BASE_URL/STT_API_KEY/STT_MODEL point a job at an
 * OpenAI-compatible API; OPENAI_API_KEY alone turns on OpenAI for all three.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv = process.env): Providers {
  const openAiKey = env.OPENAI_API_KEY || undefined;
  const pick = (prefix: 'LLM' | 'TTS' | 'STT', defaultModel: string) => {
    const baseURL = env[`${prefix}_BASE_URL`] || (openAiKey ? OPENAI : undefined);
    if (!baseURL) return null;
    return { baseURL, apiKey: env[`${prefix}_API_KEY`] || openAiKey, model: env[`${prefix}_MODEL`] || defaultModel };
  };
  const llm = pick('LLM', 'gpt-4o-mini');
  const tts = pick('TTS', 'gpt-4o-mini-tts');
  const stt = pick('STT', 'whisper-1');
  const model = llm ? openAiCompatibleModel(llm) : null;
  const capabilities: Capabilities = {
    llm: model ? 'openai-compatible' : 'embedded',
    tts: tts ? 'openai-compatible' : 'embedded',
    stt: stt ? 'openai-compatible' : null,
  };
  return {
    interviewer: model ? createOpenAiInterviewer(model) : createEmbeddedInterviewer(),
    extractor: model ? createOpenAiExtractor(model) : createEmbeddedExtractor(),
    tts: tts ? createOpenAiTts(tts) : createEspeakTts(),
    stt: stt ? createOpenAiStt(stt) : null,
    capabilities,
  };
}
