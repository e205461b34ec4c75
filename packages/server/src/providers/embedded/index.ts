import nlp from 'compromise';
import type { Extraction } from '@kinstory/contract';
import type { Extractor, Interviewer, InterviewContext } from '../llm/types.ts';
import { extractMessage } from './extractor/extract.ts';

/** Offline interviewer: rule-based, no network. */
export function createEmbeddedInterviewer(): Interviewer {
  return {
    async intro(context) {
      const name = context.storytellerName ?? context.subjectName;
      return name
        ? `Hello ${name}, I'd love to hear about your life. Where would you like to begin?`
        : "Hello, I'd love to hear about your life. Where would you like to begin?";
    },
    async *reply(context: InterviewContext, signal?: AbortSignal) {
      const last = context.history.at(-1)?.content ?? '';
      const person = nlp(last).people().out('array')[0] as string | undefined;
      const text = person ? `Tell me more about ${person}. What were they like?` : 'What happened next?';
      for (const word of text.split(/(?<= )/)) {
        if (signal?.aborted) return;
        yield word;
      }
    },
    async title(history) {
      const text = history.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
      const person = nlp(text).people().out('array')[0] as string | undefined;
      return person ? `Memories of ${person}` : 'Life stories';
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
