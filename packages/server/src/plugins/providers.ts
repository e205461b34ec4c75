import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Capabilities } from '@kinstory/contract';
import type { Extractor, Interviewer } from '../providers/llm/types.ts';
import { createEmbeddedExtractor, createEmbeddedInterviewer } from '../providers/embedded/index.ts';

export interface Providers {
  interviewer: Interviewer;
  extractor: Extractor;
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
    capabilities: { llm: 'embedded', tts: 'embedded', stt: null },
  };
}

export default fp(
  async function providers(app: FastifyInstance, opts: { providers?: Providers }) {
    app.decorate('providers', opts.providers ?? embeddedProviders());
  },
  { name: 'providers' },
);
