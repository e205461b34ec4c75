import { describe, expect, it } from 'vitest';
import { knowledgeFeatures } from './themeLexicon.ts';
import { themeFeatures } from './theme.ts';
import { parse } from './tokens.ts';

describe('the knowledge lexicon', () => {
  it('counts names of events and places the word features leave out', () => {
    // capitalised words outside the tagger's lexicon, which the word features drop as names
    const text = 'My cousin was at Stalingrad, and after Kristallnacht nobody in our street slept.';
    expect(Object.keys(themeFeatures(text, parse(text).tokens)).filter((f) => /^w:(?:stalingrad|kristallnacht)$/.test(f))).toEqual([]);
    const x = knowledgeFeatures(text);
    expect(x['kx:war & service']).toBeGreaterThan(0);
    expect(x['kx:war & service']).toBeGreaterThan(x['kx:food & traditions'] ?? 0);
  });

  it('matches terms of several words, across accents and word forms', () => {
    expect(knowledgeFeatures('She sat the eleven-plus in 1957 and passed.')['kx:school & education']).toBeGreaterThan(0);
    expect(knowledgeFeatures('We made tamales for the posada.')['kx:food & traditions']).toBeGreaterThan(0);
    expect(knowledgeFeatures('Nous sommes allés au pèlerinage; my grandmother prayed the novena every night.')['kx:faith & community']).toBeGreaterThan(0);
  });

  it('counts a distinct term once, on a square-root scale', () => {
    const once = knowledgeFeatures('The telegram came.')['kx:war & service'] ?? 0;
    const twice = knowledgeFeatures('The regiment marched. The regiment marched again.')['kx:war & service'] ?? 0;
    expect(twice).toBe(knowledgeFeatures('The regiment marched.')['kx:war & service']);
    expect(once).toBeLessThanOrEqual(twice);
  });

  it('says nothing of a passage without cues', () => {
    expect(knowledgeFeatures('It was a Tuesday and then it was a Wednesday.')).toEqual({});
  });

  it('is part of what the theme model reads', () => {
    const text = 'In 1944 we lived through the siege, and my brother joined the partisans.';
    expect(themeFeatures(text, parse(text).tokens)['kx:war & service']).toBeGreaterThan(0);
  });
});
