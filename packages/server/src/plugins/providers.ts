import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Capabilities } from '@kinstory/contract';
import type { Extractor, Interviewer } from '../providers/llm/types.ts';
import { createEmbeddedExtractor, createEmbeddedInterviewer } from '../providers/embedded/index.ts';
import { createEspeakTts } from '../providers/speech/espeak.ts';
import type { SpeechToText, TextToSpeech } from '../providers/speech/types.ts';

export interface Providers {
  interviewer: Interviewer;
  extractor: Extractor;
  /** Text-to-speech; eSpeak NG when not given. */
  tts?: TextToSpeech | null;
  /** Speech-to-text; none when not given (POST /api/transcribe answers 503). */
  stt?: SpeechToText | null;
  /** What GET /api/health reports; it must match the providers above. */
  capabilities: Capabilities;
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

/** The embedded providers: no network, nothing to configure. */
export function embeddedProviders(): Providers {
  return {
    interviewer: createEmbeddedInterviewer(),
    extractor: createEmbeddedExtractor(),
    tts: createEspeakTts(),
    stt: null,
    capabilities: { llm: 'embedded', tts: 'embedded', stt: null },
  };
}

export default fp(
  async function providers(app: FastifyInstance, opts: { providers?: Providers }) {
    const chosen = opts.providers ?? embeddedProviders();
    app.decorate('providers', { ...chosen, tts: chosen.tts === undefined ? createEspeakTts() : chosen.tts, stt: chosen.stt ?? null });
  },
  { name: 'providers' },
);
