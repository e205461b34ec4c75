import { embeddedProviders } from '../../src/plugins/providers.ts';
import type { Interviewer } from '../../src/providers/llm/types.ts';

/** The embedded interviewer, except that a message starting SLOW streams until the client goes. */
export function slowInterviewer(): Interviewer {
  const embedded = embeddedProviders().interviewer;
  return {
    ...embedded,
    async *reply(context, signal) {
      if (context.history.at(-1)?.content.startsWith('SLOW')) {
        for (let i = 0; ; i++) {
          signal?.throwIfAborted();
          yield `word${i} `;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      yield* embedded.reply(context, signal);
    },
  };
}
