import type { Extraction } from '@kinstory/contract';
import type { Extractor, Interviewer } from '../llm/types.ts';
import { extractMessage } from './extractor/extract.ts';
import { composeIntro } from './interviewer/intro.ts';
import { composeReply } from './interviewer/reply.ts';
import { composeTitle } from './interviewer/title.ts';
import { chunked } from './interviewer/text.ts';

/** Offline interviewer: rule-based oral-history technique, no network. */
export function createEmbeddedInterviewer(): Interviewer {
  return {
    async intro(context, signal) {
      signal?.throwIfAborted();
      return composeIntro(context);
    },
    async *reply(context, signal) {
      yield* chunked(composeReply(context), signal);
    },
    async title(history, signal) {
      signal?.throwIfAborted();
      return composeTitle(history);
    },
  };
}

/** Offline extractor: rule-based, no network. */
export function createEmbeddedExtractor(): Extractor {
  return {
    async extract({ message, history, narrator }, signal): Promise<Extraction> {
      signal?.throwIfAborted();
      return extractMessage(message, history, narrator ?? '');
    },
  };
}
