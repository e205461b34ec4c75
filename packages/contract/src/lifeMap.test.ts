import { describe, expect, it } from 'vitest';
import { lifeMapResponseSchema } from './index.ts';

const map = {
  periods: [{ key: 'childhood', label: 'Childhood', storyCount: 2, thin: false }],
  themes: [{ theme: 'family', storyCount: 0, thin: true }],
  suggestions: [{ topic: 'Youth', prompt: 'Tell me about your first dance.' }],
};

describe('life map answer', () => {
  it('accepts a map', () => {
    expect(lifeMapResponseSchema.parse(map)).toEqual(map);
  });

  it('knows the periods of a life, and suggests at most three topics', () => {
    expect(lifeMapResponseSchema.safeParse({ ...map, periods: [{ ...map.periods[0], key: 'middle age' }] }).success).toBe(false);
    expect(lifeMapResponseSchema.safeParse({ ...map, suggestions: Array(4).fill(map.suggestions[0]) }).success).toBe(false);
    expect(lifeMapResponseSchema.safeParse({ ...map, themes: [{ theme: 'family', storyCount: -1, thin: true }] }).success).toBe(false);
  });
});
