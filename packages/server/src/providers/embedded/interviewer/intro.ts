import type { IntroContext } from '../../llm/types.ts';
import { addressName } from './reply.ts';

/** The personal first message: warm, plain, one open question. */
export function composeIntro(ctx: IntroContext): string {
  const name = addressName(ctx.storytellerName ?? ctx.subjectName ?? '');
  const hello = name ? `Hello ${name}, it's so good to sit down with you.` : "Hello, it's so good to sit down with you.";
  return `${hello} I'm here to listen to your stories, in your own words and at your own pace, and nothing is too small to tell. Let's start near the beginning: where did you grow up, and what was home like?`;
}
