import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../providers/llm/types.ts';
import { estimateTokens, historyWindow, modelTurns } from './historyWindow.ts';

const turn = (i: number, chars = 400): ConversationTurn => ({ role: i % 2 ? 'assistant' : 'user', content: `${i}`.padEnd(chars, '.') });

describe('historyWindow', () => {
  it('keeps a short conversation whole', () => {
    const history = [turn(0), turn(1), turn(2)];
    expect(historyWindow(history, 6_000)).toEqual(history);
  });

  it('keeps the newest turns that fit the budget, oldest first', () => {
    const history = Array.from({ length: 1_000 }, (_, i) => turn(i));
    const window = historyWindow(history, 1_000);
    expect(window.at(-1)).toBe(history.at(-1));
    expect(window.map((t) => t.content[0])).toEqual(history.slice(-window.length).map((t) => t.content[0]));
    const cost = window.reduce((n, t) => n + estimateTokens(t.content), 0);
    expect(cost).toBeLessThanOrEqual(1_000);
    expect(cost + estimateTokens(history.at(-window.length - 1)!.content)).toBeGreaterThan(1_000);
  });

  it('always keeps the new message, even one over the budget', () => {
    const history = [turn(0), turn(1), turn(2, 50_000)];
    expect(historyWindow(history, 1_000)).toEqual([history[2]]);
  });
});

describe('modelTurns', () => {
  it('leaves out a voice memory whose words are not typed yet, and passes only role and words', () => {
    const rows = [
      { id: 1, role: 'user' as const, content: 'I grew up in Leeds.', awaiting_transcript: 0 },
      { id: 2, role: 'assistant' as const, content: 'Tell me about the house.', awaiting_transcript: 0 },
      { id: 3, role: 'user' as const, content: '', awaiting_transcript: 1 },
      { id: 4, role: 'user' as const, content: 'It had a red door.', awaiting_transcript: 0 },
    ];
    expect(modelTurns(rows)).toEqual([
      { role: 'user', content: 'I grew up in Leeds.' },
      { role: 'assistant', content: 'Tell me about the house.' },
      { role: 'user', content: 'It had a red door.' },
    ]);
  });
});
