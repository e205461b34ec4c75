import { describe, expect, it } from 'vitest';
import type { RecentStory } from '../../llm/types.ts';
import { extractMessage } from '../extractor/extract.ts';
import { composeIntro } from './intro.ts';
import { pickOpenThread } from './thread.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();

const snow: RecentStory = {
  title: 'Frank and Cork',
  summary: 'Their father dug a tunnel to the barn in the deep snow of 1947.',
  content: 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.',
  significance: { level: 'high', reason: 'A formative experience.' },
  narrative: { people: ['Frank', 'our father'], dateContext: 'the winter of 1947', place: 'Cork', actionOrEvent: 'dug a tunnel to the barn' },
  created_at: daysAgo(3),
};
const bakery: RecentStory = {
  title: 'The bakery',
  summary: 'She worked at the bakery on Elm Street.',
  content: 'In 1960 I started at the bakery on Elm Street, and I stayed there for the rest of my life.',
  significance: { level: 'critical', reason: 'Her life’s work.' },
  narrative: { people: [], dateContext: '1960', place: 'Elm Street', actionOrEvent: 'started at the bakery' },
  created_at: daysAgo(1),
};

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('the greeting picks up one open thread', () => {
  it('the issue’s example: the winter of 1947 on the farm near Cork, and what happened after', () => {
    const intro = composeIntro({ storytellerName: 'Edna Kowalski', recentStories: [snow] }, NOW);
    expect(intro).toBe("Hello Edna, it's good to be back with you. Last time you told me about the winter of 1947 on the farm near Cork. What happened after your father dug the tunnel to the barn?");
  });

  it('a story told to its end is not open; the next thread is', () => {
    // the bakery is critical and newer, but "for the rest of my life" ends it
    expect(pickOpenThread({ recentStories: [bakery, snow] }, NOW)?.recap).toMatch(/winter of 1947/);
  });

  it('significance before recency, recency between equals', () => {
    const lowNew = { ...snow, title: 'Low', significance: { level: 'low' }, narrative: { ...snow.narrative, dateContext: 'the spring of 1950' }, created_at: daysAgo(0) };
    expect(pickOpenThread({ recentStories: [lowNew, snow] }, NOW)?.recap).toMatch(/1947/);
    const highOld = { ...snow, narrative: { ...snow.narrative, dateContext: 'the summer of 1939' }, created_at: daysAgo(120) };
    const highNew = { ...snow, narrative: { ...snow.narrative, dateContext: 'the summer of 1958' }, created_at: daysAgo(2) };
    expect(pickOpenThread({ recentStories: [highOld, highNew] }, NOW)?.recap).toMatch(/1958/);
  });

  it('an open follow-up item: a hinted-at event before scenery, never a bare common noun', () => {
    const thread = pickOpenThread({
      openFollowUps: [
        { type: 'object', value: 'the cows', suggestedPrompt: 'You mentioned the cows.', created_at: daysAgo(0) },
        { type: 'event', value: 'the year we lost the farm', suggestedPrompt: 'What happened the year you lost the farm?', created_at: daysAgo(5) },
        { type: 'place', value: 'Ireland', suggestedPrompt: 'What do you remember about Ireland?', created_at: daysAgo(5) },
      ],
    }, NOW);
    expect(thread).toEqual({ kind: 'followUp', recap: 'Last time you mentioned the year you lost the farm.', question: 'What happened the year you lost the farm?' });
    expect(pickOpenThread({ openFollowUps: [{ type: 'object', value: 'the cows', suggestedPrompt: 'You mentioned the cows.' }] }, NOW)).toBeNull();
  });

  it('a story left open outweighs a loose item told with it; a piece of a clause is never said back', () => {
    const medium = { ...snow, significance: { level: 'medium' } };
    const item = { type: 'event', value: 'the day the roof fell in', suggestedPrompt: 'What happened the day the roof fell in?', created_at: snow.created_at };
    expect(pickOpenThread({ recentStories: [medium], openFollowUps: [item] }, NOW)?.kind).toBe('story');
    const fragment = { type: 'event', value: 'on the step and he never said a word', suggestedPrompt: 'Tell me more.', created_at: daysAgo(0) };
    expect(pickOpenThread({ openFollowUps: [fragment] }, NOW)).toBeNull();
  });

  it('an item without an open question gets one, in the second person', () => {
    const intro = composeIntro({ storytellerName: 'Joseph', openFollowUps: [{ type: 'person', value: 'our father', suggestedPrompt: 'Tell me more about our father.' }] }, NOW);
    expect(intro).toBe("Hello Joseph, it's good to be back with you. Last time you mentioned your father. What would you like the family to know about your father?");
  });

  it('with nothing open the first-time greeting stays', () => {
    const first = composeIntro({ storytellerName: 'Edna' }, NOW);
    expect(composeIntro({ storytellerName: 'Edna', recentStories: [bakery], openFollowUps: [] }, NOW)).toBe(first);
    expect(first).toMatch(/^Hello Edna, it's so good to sit down with you\./);
  });

  it('every greeting with a thread: one question, at most 60 words', () => {
    for (const story of [snow, { ...snow, content: undefined, narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' } }]) {
      const intro = composeIntro({ storytellerName: 'Edna', recentStories: [story] }, NOW);
      expect(intro.match(/\?/g)).toHaveLength(1);
      expect(intro.endsWith('?')).toBe(true);
      expect(words(intro)).toBeLessThanOrEqual(60);
    }
  });

  /** A story as the server stores it: the embedded extractor's story of the storyteller's words. */
  const told = (content: string, created_at = daysAgo(2)): RecentStory => {
    const { story } = extractMessage(content, [], '');
    if (!story) throw new Error(`no story in: ${content}`);
    return { title: story.title, summary: story.summary, content: story.content, significance: story.significance, narrative: story.narrative, created_at };
  };

  it('a story told by a plain year or an age is recalled by its place: "Hilo in 1920", "Lagos when you were nine"', () => {
    const hilo = pickOpenThread({ recentStories: [told('My grandmother came to Hilo in 1920 on a ship from Yokohama, with one trunk and a photograph of a man she had never met. When she stepped off the boat, the man from the photograph was not there to meet her.')] }, NOW);
    expect(hilo?.recap).toBe('Last time you told me about Hilo in 1920.');
    expect(hilo?.question).toBe('What happened after your grandmother came to Hilo on the ship from Yokohama?');
    const lagos = pickOpenThread({ recentStories: [told('When I was nine my mother took me to Lagos on the back of a lorry to see her sister, Auntie Bisi, who sold cloth in the market. Auntie Bisi gave me a piece of blue adire.')] }, NOW);
    expect(lagos?.recap).toBe('Last time you told me about Lagos when you were nine.');
    // never "about 1920 in Hilo", "about When you were nine": a bare year or a capital mid-sentence
    for (const t of [hilo, lagos]) expect(t?.recap).not.toMatch(/about (?:\d|[A-Z][a-z]+ you\b)|\s(?:When|In)\s/);
  });

  it('a story that ends in a death is remembered gently, never with "what happened after"', () => {
    const gwen = told('I married Gwen in 1958 at the chapel in Treorchy. It rained all day and her father would not speak to me until the speeches. We had forty-one years together until she passed in ninety-nine.');
    expect(pickOpenThread({ recentStories: [gwen] }, NOW)).toEqual({ kind: 'story', recap: 'Last time you told me about Gwen.', question: 'What would you like the family to remember about Gwen?' });
    // holding on to someone in a crowd is not a loss: that story is carried on as any other
    const crowd = pickOpenThread({ recentStories: [told('In January 1951 we left Seoul on foot with thousands of people, and my mother tied my grandmother to me with a cloth so we would not lose her in the crowd. Near Suwon the soldiers pushed everybody off the road.')] }, NOW);
    expect(crowd?.recap).toMatch(/^Last time you told me about January 1951\b/);
    expect(crowd?.question).not.toMatch(/remember about/);
  });

  it('says back what was held back as a quotation with an open question, and leaves what was declined', () => {
    const items = (text: string) => extractMessage(text, [], '').followUpItems.map((f) => ({ ...f, created_at: daysAgo(1) }));
    const held = pickOpenThread({ openFollowUps: items('When the strike came in 1926 my father was one of the first out, and that is another story, and not a short one.') }, NOW);
    expect(held?.recap).toMatch(/^Last time you said, "[^"]*that is another story[^"]*"\.$/);
    expect(held?.question).toBe('When you feel ready, what would you like the family to know about that?');
    // never "Last time you mentioned that is another story", nor a yes-or-no "Would you like to ...?"
    expect(`${held?.recap} ${held?.question}`).not.toMatch(/mentioned that is|Would you like/);
    const declined = items("My brother Desmond went to Birmingham in 1961. I'd rather not go into that part, if you don't mind.");
    expect(declined.some((f) => /rather not go into/.test(f.suggestedPrompt))).toBe(true);
    expect(pickOpenThread({ openFollowUps: declined }, NOW)?.recap ?? '').not.toMatch(/rather not/);
  });

  it('a loss told in one line is recalled in its own words, and a word of speech is never taken for a name', () => {
    const lost = pickOpenThread({ openFollowUps: [{ type: 'event', value: 'lost the brass', suggestedPrompt: 'You mentioned that you lost the brass. What happened?', created_at: daysAgo(1) }] }, NOW);
    expect(lost).toEqual({ kind: 'followUp', recap: 'Last time you mentioned that you lost the brass.', question: 'What happened?' });
    expect(pickOpenThread({ openFollowUps: [{ type: 'person', value: 'Ah', suggestedPrompt: 'Tell me more about Ah. Who were they to you?', created_at: daysAgo(1) }] }, NOW)).toBeNull();
  });
});
