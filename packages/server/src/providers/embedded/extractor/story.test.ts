import { describe, expect, it } from 'vitest';
import { extractionSchema } from '@kinstory/contract';
import { run } from './testkit.ts';
import { detectTheme } from './theme.ts';

describe('story, theme, significance, follow-ups', () => {
  it('recognises one specific episode and fills the story', () => {
    const out = run('In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.');
    expect(out.story).not.toBeNull();
    expect(out.story!.narrative.place).toBe('Blackpool');
    expect(out.story!.narrative.people).toContain('Pete');
    expect(['childhood', 'family', 'migration & travel']).toContain(out.story!.theme);
    expect(extractionSchema.parse(out).story?.title).toBeTruthy();
  });

  it('sums a story up by its episode, not by the background it opens with', () => {
    const out = run('My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.');
    expect(out.story?.summary).toBe('In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.');
    // a story that opens on its episode keeps its first sentence
    expect(run('In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home.').story?.summary)
      .toBe('In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone.');
  });

  it('opens a summary with a capital, without a spoken "um", and names a business as the storyteller did', () => {
    const spoken = run('my father had a, um, a small shop in Shubra, fixing radios, and in eighty-five I took it over when he got sick, and I ran it for thirty years.').story;
    expect(spoken?.summary).toMatch(/^My father had a, a small shop in Shubra/);
    expect(spoken?.summary).not.toMatch(/\bum\b/);
    expect(run('I started in Jacob\'s on Bishop Street in 1953, on the fig rolls, and the forewoman, Miss Keogh, made me cry on my first day.').story?.title).toBe("Miss Keogh in Jacob's");
  });

  it('titles a story by the occasion it names, else by who and where, in the storyteller\'s own preposition', () => {
    expect(run('My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.').story?.title).toBe('The winter of 1947');
    expect(run('I remember the day the telegram came. Mum sat at the kitchen table and did not move until it got dark. My brother Alan had been killed at Arnhem.').story?.title).toBe('The day the telegram came');
    // not someone named only as an owner ("my mother's wedding ring"), but someone whose face it was
    expect(run("In 1975 we left Saigon on a fishing boat, forty-two people. On the fifth day pirates came on board and took everything, even my mother's wedding ring. A Malaysian ship picked us up and took us to Pulau Bidong.").story?.title).toBe('Saigon, 1975');
    expect(run("I first saw my husband's face in the mirror they held between us at our nikah in Lahore in 1962. He was pulling a face at me.").story?.title).toBe('My husband in Lahore');
    // (the occasion ends where someone named starts the next clause)
    expect(run('Me and my husband Tony ran a chip shop in Blackpool for twenty-two years. The day we sold it Tony cried, and I had never seen him cry before.').story?.title).toBe('The day we sold it');
    // no occasion: the first person and the place, capitalised, never "my father and Beirut"
    const beirut = run('My father drove us out of Beirut in seventy-six with everything we owned tied to the roof of the Mercedes, and we crossed into Syria at night.').story?.title;
    expect(beirut).toBe('My father in Beirut');
    // (a public figure is not who the story is about: not "President Kennedy in Peckham")
    expect(run('In 1963 I was working as a conductor on the number 12 bus in Peckham when I heard President Kennedy had been shot. A woman got on crying and told the whole bus.').story?.title).toBe('Peckham, 1963');
    // (inside a title a sentence's "My" is lower-case: "Family with my mother")
    expect(run('My mother was a seamstress and she made every dress I wore until I was sixteen. The one I remember is the yellow one for my cousin\'s wedding, with buttons she cut from my grandfather\'s old coat.').story?.title).toMatch(/ with my mother$/);
    // an occasion too long for a title is not cut mid-way
    const long = run('In 1961, the autumn the shop on the corner belonged to somebody called Mr Hradecky from Brno, my father took me to see the new owner and we bought a kite.').story?.title ?? '';
    expect(long).toBeTruthy();
    expect(long).not.toMatch(/^The autumn/);
  });

  it('does not call habits or recipes stories', () => {
    expect(run('Every Friday we would scrub the step and on Saturdays we always went to the market with Nan. You never missed it, that was how it was.').story).toBeNull();
    expect(run('You take the flour and the lard, rub them together, add a pinch of salt and a splash of cold water, and you never overwork it.').story).toBeNull();
  });

  it('gives critical significance to war, birth and emigration', () => {
    const out = run('We sailed from Southampton in March 1952 on a ship full of families, and when we landed in Fremantle my mother sat down on the suitcase and laughed. Then my father went off to find the hostel and we waited on the wharf until dark.');
    expect(out.story?.significance.level).toBe('critical');
    expect(detectTheme('The army sent him to Korea and he came back with shrapnel in his leg')).toBe('war & service');
  });

  it('raises loose facts for what was mentioned and not explained', () => {
    const out = run('Uncle Arthur had the allotment behind the gasworks, and he knew a fellow called Stan Pickles.');
    const values = out.followUpItems.map((f) => f.value);
    expect(values).toEqual(expect.arrayContaining(['Stan Pickles']));
    expect(values.some((v) => v.includes('allotment'))).toBe(true);
    for (const f of out.followUpItems) expect(f.suggestedPrompt).toContain(f.value);
  });
});
