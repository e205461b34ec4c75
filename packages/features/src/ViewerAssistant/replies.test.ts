import { describe, expect, it } from 'vitest';
import { chooseReply, FALLBACK_REPLY, replyDelay } from './replies.ts';

describe('chooseReply', () => {
  it.each([
    ['Any RECIPES from Gran?', /cooking/],
    ['Show me her cooking', /cooking/],
    ['How do I invite Tom?', /invite a family member/],
    ['Is the family involved?', /invite a family member/],
    ['How many stories are there?', /12 stories/],
    ['Show stats', FALLBACK_REPLY],
    ['Can we schedule something?', /Sunday/],
    ['Set up a call', /Sunday/],
    ['View themes', /common themes/],
    ['What can you do?', /find stories/],
    ['help', /find stories/],
  ] as const)('%s', (text, expected) => {
    const reply = chooseReply(text);
    if (typeof expected === 'string') expect(reply).toBe(expected);
    else expect(reply).toMatch(expected);
  });

  it("answers anything else with 'I'm here to help! What would you like to know?'", () => {
    expect(chooseReply('Hello there')).toBe("I'm here to help! What would you like to know?");
  });
});

describe('replyDelay', () => {
  it('is between 1000 and 2000 ms', () => {
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.999999)).toBe(2000);
    expect(replyDelay(() => 0.5)).toBe(1500);
  });
});
