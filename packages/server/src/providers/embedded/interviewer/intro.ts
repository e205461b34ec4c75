import type { IntroContext } from '../../llm/types.ts';
import { addressName } from './reply.ts';
import { pickOpenThread } from './thread.ts';

/**
 * The personal first message: warm, plain, one open question. A storyteller coming back is met where
 * they left off: one open thread, picked up by name.
 */
export function composeIntro(ctx: IntroContext, now = Date.now()): string {
  const name = addressName(ctx.storytellerName ?? ctx.subjectName ?? '');
  const thread = pickOpenThread(ctx, now);
  if (thread) {
    const hello = name ? `Hello ${name}, it's good to be back with you.` : "Hello, it's good to be back with you.";
    return `${hello} ${thread.recap} ${thread.question}`;
  }
  const hello = name ? `Hello ${name}, it's so good to sit down with you.` : "Hello, it's so good to sit down with you.";
  return `${hello} I'm here to listen to your stories, in your own words and at your own pace, and nothing is too small to tell. Let's start near the beginning: where did you grow up, and what was home like?`;
}
