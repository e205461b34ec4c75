import { describe, expect, it } from 'vitest';
import { createEmbeddedInterviewer } from '../index.ts';
import type { ConversationTurn, InterviewContext } from '../../llm/types.ts';
import { pick, seeded } from '../../../../test/helpers/random.ts';
import { lastQuestion, questionKey } from './text.ts';

/**
 * The oral-history craft, as properties over generated conversations. The generator composes each
 * storyteller message from parts it knows the meaning of (who, where, when, what happened, a loss, a
 * fact already told), so each reply is checked against what the message really holds, not against what
 * the extractor happened to find.
 */

const PEOPLE = ['my brother Frank', 'my sister Ngozi', 'my cousin Tadeusz', 'my friend Lupe', 'my husband Hiroshi', 'my aunt Siobhan', 'my neighbour Kwame', 'my sister Agnieszka'];
const SETTINGS = ['on a farm near Cork', 'in a terraced house in Bolton', 'above a shop in Kraków', 'in a compound in Lagos', 'on a street of wooden houses in Osaka', 'in a flat in Cleveland', 'in a fishing village near Manila'];
const ERAS = ['In the winter of 1947', 'In the summer of 1958', 'One night in 1963', 'In March 1971', 'One morning in 1944', 'In the spring of 1952'];
const CLIMAX = ['', 'the snow was so deep that ', 'the wind was so strong that ', 'just before dawn '];

/** One episode: the event in the storyteller's words and the words that name it. */
const EPISODES: { text: string; keys: string[] }[] = [
  { text: 'our father dug a tunnel to the barn', keys: ['tunnel', 'barn', 'dug'] },
  { text: 'we carried the piano up three flights of stairs', keys: ['piano', 'stairs', 'carried'] },
  { text: 'I rode a borrowed bicycle all the way to the coast', keys: ['bicycle', 'coast', 'rode'] },
  { text: 'the soldiers searched every house in our street', keys: ['soldiers', 'searched', 'house', 'street'] },
  { text: 'I sang a solo at the harvest festival', keys: ['solo', 'festival', 'sang', 'harvest'] },
  { text: 'Mum sewed my wedding dress out of parachute silk', keys: ['sewed', 'dress', 'parachute', 'silk', 'wedding'] },
  { text: 'we hid in the cellar under the bakery', keys: ['cellar', 'bakery', 'hid'] },
  { text: 'my uncle won a goat in a card game', keys: ['goat', 'card', 'won'] },
  { text: 'I caught my first fish with a bent pin', keys: ['fish', 'pin', 'caught'] },
  { text: 'the teacher locked us in the classroom by mistake', keys: ['teacher', 'locked', 'classroom', 'mistake'] },
  { text: 'our dog chased the postman down the hill', keys: ['dog', 'chased', 'postman', 'hill'] },
  { text: 'we pushed the old van out of the river', keys: ['pushed', 'van', 'river'] },
  { text: 'Grandad built a boat in the back yard', keys: ['built', 'boat', 'yard'] },
  { text: 'the roof blew off the schoolhouse', keys: ['roof', 'blew', 'schoolhouse'] },
];

/** A loss and who or what was lost (the word the acknowledgement must name). */
const LOSSES: { text: string; who: string }[] = [
  { text: 'My mother died in the spring of 1962, when I was nineteen.', who: 'mother' },
  { text: 'We lost Dad in 1980, very suddenly.', who: 'dad' },
  { text: 'My husband Harold passed away in 2001.', who: 'harold' },
  { text: 'My little brother Tomasz drowned in the lake that summer.', who: 'tomasz' },
  { text: 'Our son Emeka was killed in the war.', who: 'emeka' },
  { text: 'We lost the farm in 1931 when the bank called in the loan.', who: 'farm' },
  { text: 'My grandmother died the winter before I was married.', who: 'grandmother' },
  { text: 'so then my friend Rosa passed away and that was hard', who: 'rosa' },
  { text: 'My husband Ted worked at the docks for thirty years. When the docks closed he never got over it, and he died two years later.', who: 'ted' },
  { text: 'I remember the day the telegram came. My brother Alan had been killed at Arnhem.', who: 'alan' },
  { text: 'Auntie Grace raised me after that. She passed away in 1979.', who: 'grace' },
];

/** Something told, and the question that would ask for it again. */
const TOLD: { text: string; never: RegExp }[] = [
  { text: 'I grew up in Sligo, above my father’s shop.', never: /where did you grow up/i },
  { text: 'I met my husband Kwame at a dance in Lagos in 1960.', never: /how did you meet/i },
  { text: 'Our wedding was in June 1965, at St. Mary’s.', never: /wedding day/i },
  { text: 'I worked as a nurse at St. Anne’s Hospital for thirty years.', never: /what work did you do/i },
  { text: 'I started work at the mill when I was fourteen.', never: /very first job/i },
];

const SMALL = [
  'no', "That's about it really.", "I don't remember much about that, it was a long time ago.", "I'd rather not talk about that.", 'It was dark and very cold.', 'We just worked, that was life.',
  // what is said between stories
  'Are you a robot?', 'Is this being recorded?', "Sorry, I'm rambling", 'Where was I?', 'It makes me cry to think of it', 'good morning', 'What did I tell you last time?',
];

interface Part {
  text: string;
  /** The central event's words, when the message tells one and no loss. */
  keys?: string[];
  loss?: string;
  never?: RegExp;
}

function episodeMessage(r: () => number): Part {
  const e = pick(r, EPISODES);
  const era = pick(r, ERAS);
  switch (Math.floor(r() * 4)) {
    case 0: {
      const who = pick(r, PEOPLE);
      return { text: `${who[0]!.toUpperCase()}${who.slice(1)} and I grew up ${pick(r, SETTINGS)}. ${era} ${pick(r, CLIMAX)}${e.text}.`, keys: e.keys };
    }
    case 1:
      return { text: `${era} ${e.text}.`, keys: e.keys };
    case 2:
      return { text: `well ${era.toLowerCase()} ${e.text} and ${pick(r, PEOPLE)} was there too and nobody could believe it`, keys: e.keys };
    default:
      return { text: `${era} ${e.text}. Nobody in the village talked about anything else for weeks.`, keys: e.keys };
  }
}

function message(r: () => number): Part {
  const roll = r();
  if (roll < 0.45) return episodeMessage(r);
  if (roll < 0.65) {
    const l = pick(r, LOSSES);
    const more = r() < 0.3 ? " I'd rather not talk about it." : '';
    return { text: l.text + more, loss: l.who };
  }
  if (roll < 0.8) {
    const t = pick(r, TOLD);
    return { text: t.text, never: t.never };
  }
  return { text: pick(r, SMALL) };
}

async function reply(ctx: InterviewContext): Promise<string> {
  let out = '';
  for await (const c of createEmbeddedInterviewer().reply(ctx)) out += c;
  return out;
}

const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const ACK = /\b(?:sorry|loss)\b/i;
const YES_NO = /^(?:is|are|was|were|do|does|did|have|has|had|can|could|would|will|should|shall|may|might|isn'?t|wasn'?t|didn'?t|don'?t|weren'?t|aren'?t)\b/i;
const LEADING = /\b(?:didn'?t you|wasn'?t it|weren'?t you|don'?t you|isn'?t it|surely|you must have|must have been|you felt)\b/i;

describe('the oral-history craft over 240 generated conversations', () => {
  it('follows the central event, never repeats or re-asks, acknowledges a loss first, one open question in 60 words', async () => {
    const counts = { replies: 0, episodes: 0, losses: 0, told: 0 };
    for (let c = 0; c < 240; c++) {
      const r = seeded(7_000 + c);
      const history: ConversationTurn[] = [];
      const asked = new Set<string>();
      const never: RegExp[] = [];
      // a third of the archives already hold a story of where the storyteller grew up
      const earlierStories = r() < 0.33 ? [{ title: 'Growing up in Osaka', summary: 'I grew up on a street of wooden houses in Osaka.' }] : [];
      if (earlierStories.length) never.push(/where did you grow up/i);
      const turns = 3 + Math.floor(r() * 6);
      for (let t = 0; t < turns; t++) {
        const part = message(r);
        history.push({ role: 'user', content: part.text });
        const text = await reply({ storytellerName: r() < 0.5 ? 'Edna' : null, openFollowUps: [], earlierStories, history });
        const ctx = `conversation ${c}, turn ${t}: "${part.text}" → "${text}"`;
        counts.replies++;

        // one open question, at most 60 words
        expect(text.split(/\s+/).filter(Boolean).length, ctx).toBeLessThanOrEqual(60);
        expect(text.match(/\?/g)?.length, ctx).toBe(1);
        expect(text.trim().endsWith('?'), ctx).toBe(true);
        const question = lastQuestion(text);
        expect(question, ctx).not.toMatch(YES_NO);
        expect(question, ctx).toMatch(/\b(?:what|how|who|where|when|which|why)\b/i);
        expect(text, ctx).not.toMatch(LEADING);

        // no question twice in one conversation
        const key = questionKey(question);
        expect(asked.has(key), ctx).toBe(false);
        asked.add(key);

        // never ask for what was already told
        for (const re of never) expect(question, ctx).not.toMatch(re);
        if (part.never) {
          never.push(part.never);
          counts.told++;
        }

        if (part.loss) {
          // the loss is acknowledged before anything else, by name, with the offer to stay or move on
          counts.losses++;
          const first = text.split(/(?<=[.!?])\s+/)[0]!;
          expect(first, ctx).toMatch(ACK);
          expect(words(first), ctx).toContain(part.loss);
          if (!/rather not/.test(part.text)) expect(text, ctx).toMatch(/\bstay\b.*\b(?:something else|move on)\b/i);
        } else if (part.keys) {
          // the question follows the central event, not the first name mentioned
          counts.episodes++;
          const said = new Set(words(question));
          expect(part.keys.some((k) => said.has(k)), ctx).toBe(true);
        }
        history.push({ role: 'assistant', content: text });
      }
    }
    expect(counts.replies).toBeGreaterThan(1_000);
    expect(counts.episodes).toBeGreaterThan(400);
    expect(counts.losses).toBeGreaterThan(150);
    expect(counts.told).toBeGreaterThan(100);
  }, 300_000);

  it('the issue’s exchange: the tunnel in the snow, not "What was Frank like?"', async () => {
    const text = await reply({
      openFollowUps: [],
      history: [{ role: 'user', content: 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.' }],
    });
    expect(lastQuestion(text)).toMatch(/tunnel/);
    expect(text).not.toMatch(/What was Frank like/);
  });

  it('an earlier story is not asked for again', async () => {
    const history: ConversationTurn[] = [{ role: 'user', content: 'In the winter of 1947 our father dug a tunnel to the barn.' }];
    const fresh = await reply({ openFollowUps: [], history });
    const told = await reply({ openFollowUps: [], history, earlierStories: [{ title: 'The tunnel to the barn', summary: 'In the winter of 1947 their father dug a tunnel to the barn through the snow.' }] });
    expect(lastQuestion(fresh)).toMatch(/^What was it like when your father dug a tunnel/);
    // told before: the question moves on to what came after, still about the tunnel
    expect(lastQuestion(told)).toMatch(/^What (?:happened|came next)\b.*tunnel/);
  });
});
