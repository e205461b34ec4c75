import { describe, expect, it } from 'vitest';
import { run } from './testkit.ts';
import { rankFollowUps, type Candidate } from './followUps.ts';

const values = (text: string) => run(text).followUpItems.map((f) => f.value);
const ISSUE = 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.';

describe('follow-ups worth asking (issue 18, part 2)', () => {
  // Issue #18 asks for three; five are kept until the dev regression bar is met with three (extract.ts).
  it('gives at most five per message', () => {
    const text = 'In 1949 Walter Price and Agnes Moody took me from Leeds to Scarborough with Father Quinlan and a fellow called Stan Pickles, and his cousin\'s wife lent us the Blue Bird caravan behind the Golden Lion.';
    const facts = run(text).followUpItems;
    expect(facts.length).toBeLessThanOrEqual(5);
    expect(facts.length).toBeGreaterThan(0);
  });

  it('puts an unexplained person before objects', () => {
    const v = values('In 1950 I found a wooden sewing box in the attic of our house in Hull, and a man called Dinny Walsh came to mend the roof.');
    expect(v[0]).toBe('Dinny Walsh');
    expect(v.indexOf('Dinny Walsh')).toBeLessThan(v.findIndex((x) => x.includes('sewing box')) >>> 0);
  });

  it('puts a hinted-at event before scenery', () => {
    const v = values('That was the summer before the year we lost the farm, and the old stone bridge over the river was painted white.');
    expect(v[0]).toBe('the year we lost the farm');
  });

  it('asks about a loss told in one line', () => {
    expect(values('We sold the shop in 1974 and moved to my sister\'s in Bristol.')[0]).toMatch(/sold the shop/);
  });

  it('takes "I don\'t know what else to tell you" for the end of a story, not something held back', () => {
    const v = values('She went every Thursday to the plaza with the other mothers, and she never found out what happened to Ernesto, and I, I don\'t know what else to tell you about that.');
    expect(v.some((x) => /what else to tell/i.test(x))).toBe(false);
    expect(v.some((x) => /never found out|Ernesto/.test(x))).toBe(true);
  });

  it('leaves out a relative whom the next words name ("her sister, Auntie Bisi, who sold cloth")', () => {
    const v = values('When I was nine my mother took me to Lagos on the back of a lorry to see her sister, Auntie Bisi, who sold cloth in the market. I had never seen so many people.');
    expect(v).not.toContain('her sister');
    // without the name, who she was is not told
    expect(values('When I was nine my mother took me to Lagos on the back of a lorry to see her sister, who sold cloth in the market. I had never seen so many people.')).toContain('her sister');
  });

  it('leaves out what the same message explains: a person or a thing it tells about again', () => {
    const v = values('In 1970 my husband Tom built a rowing boat in our garage. The rowing boat took Tom two winters, and we sailed the rowing boat on Lake Windermere every summer after.');
    expect(v).not.toContain('Tom');
    expect(v.some((x) => x.includes('rowing boat'))).toBe(false);
    // told about once, a named relative is still someone to ask about (in a longer message, the model may be surer of
    // other things: rankFollowUps)
    expect(values('In 1970 my husband Tom built a rowing boat.')).toContain('Tom');
  });

  it('never offers the scenery\'s bare common nouns: the issue\'s farm story has no "the cows", "the barn" or "the snow"', () => {
    const v = values(ISSUE).map((x) => x.toLowerCase());
    for (const bare of ['the cows', 'the barn', 'the snow', 'cows', 'barn', 'snow', 'a tunnel', 'the farm']) expect(v).not.toContain(bare);
    expect(v.length).toBeLessThanOrEqual(5);
  });

  it('asks about a bare common noun of the kind families ask about: a camp, the docks, a landlord', () => {
    expect(values('We came out of the camp with one suitcase between us, and my mother sewed her rings into the hem of her coat.')).toContain('the camp');
    expect(values('For eleven years I worked at the docks, loading bananas off the boats from Jamaica, and I never once ate one.')).toContain('the docks');
    const landlord = run('When the landlord came round on Fridays my mother hid us under the stairs and told us not to breathe.').followUpItems.find((f) => f.value === 'the landlord');
    expect(landlord).toMatchObject({ type: 'person', suggestedPrompt: 'You mentioned the landlord. Who were they?' });
    // the weather, the animals and the house are not
    expect(values('Every morning the cows had to be milked before school, and the snow came over the tops of our boots.').join(' | ')).not.toMatch(/\bthe (?:cows|snow)\b/);
    expect(values('In the summer we slept on the roof because of the heat, and the stars were so close you could touch them.')).toEqual([]);
  });

  it('shows a bare common noun only when the model weighs its head word towards asking, whatever room is left', () => {
    const bare = (value: string, head: string): Candidate => ({ type: 'object', value, suggestedPrompt: value, kind: 'bare', tier: 1, x: { [`w:${head}`]: 1 } });
    const model = { labels: ['no', 'yes'], bias: [0, 0], weights: { 'w:camp': [0, 0.8], 'w:cow': [0, -0.6], 'w:pig': [0, 0] } };
    const ranked = rankFollowUps([bare('the cows', 'cow'), bare('the pigs', 'pig'), bare('the barn', 'barn'), bare('the camp', 'camp')], model);
    expect(ranked.map((f) => f.value)).toEqual(['the camp']);
    expect(rankFollowUps([bare('the camp', 'camp')], undefined)).toEqual([]);
  });

  it('keeps a common noun that the message makes particular', () => {
    expect(values('Uncle Arthur had the allotment behind the gasworks in Salford.').some((x) => x.includes('allotment behind the gasworks'))).toBe(true);
    expect(values('In 1961 Nora married Dinny Hurley, who had the pub in Macroom.')).toContain('the pub in Macroom');
  });

  it('shows the three the model prefers, people and hinted-at events first, and prefers them to things it scores alike', () => {
    const c = (value: string, tier: number, yes: number): Candidate => ({ type: 'x', value, suggestedPrompt: value, kind: 'object', tier, x: { f: yes } });
    const model = { labels: ['no', 'yes'], bias: [0, 0], weights: { f: [0, 1] } };
    // a person the model all but rules out (a misread name, someone the message explains) gives way to things it is sure of
    expect(rankFollowUps([c('object', 1, 9), c('event', 0, 0), c('person', 0, -5), c('place', 1, 5)], model).map((f) => f.value)).toEqual(['event', 'object', 'place']);
    // scored alike, a person or an event comes before a thing
    expect(rankFollowUps([c('object', 1, 1.5), c('place', 1, 1.2), c('person', 0, 1), c('event', 0, 0.9)], model).map((f) => f.value)).toEqual(['person', 'event', 'object']);
    // with no model, people and events strictly first, in the order told
    expect(rankFollowUps([c('object', 1, 0), c('place', 1, 0), c('person', 0, 0), c('event', 0, 0)], undefined).map((f) => f.value)).toEqual(['person', 'event', 'object']);
  });
});
