import { describe, expect, it } from 'vitest';
import { followedUpBy, type OpenFollowUpItem } from './followUpMatch.ts';

const father: OpenFollowUpItem = { id: 1, value: 'our father', suggestedPrompt: 'Tell me more about your father.' };
const cork: OpenFollowUpItem = { id: 2, value: 'Cork', suggestedPrompt: 'What do you remember about Cork?' };
const frank: OpenFollowUpItem = { id: 3, value: 'Frank', suggestedPrompt: 'What was Frank like?' };
const farm: OpenFollowUpItem = { id: 4, value: 'the year we lost the farm', suggestedPrompt: 'What happened the year you lost the farm?' };
const tunnel: OpenFollowUpItem = { id: 5, value: 'the tunnel to the barn', suggestedPrompt: 'Tell me about the tunnel to the barn.' };
const all = [father, cork, frank, farm, tunnel];

const told = (message: string, items = all) => followedUpBy(message, items);

describe('followedUpBy: a follow-up item is followed up when the storyteller tells about it', () => {
  it('the subject of a full sentence', () => {
    expect(told('Cork was a busy little city then, with the market on Saturdays and ships in the harbour.')).toEqual([2]);
    expect(told('Our father was a quiet man who worked from dawn to dusk without a word of complaint.')).toEqual([1]);
    expect(told('In Cork we lived above a pub on the quay, and the noise at night was terrible.')).toEqual([2]);
  });

  it('the same person by another name: Dad for "our father"', () => {
    expect(told('Dad was up before any of us, every single morning, to light the range.')).toEqual([1]);
  });

  it('carried on in the next sentence', () => {
    expect(told('Frank was the clever one. He could fix any engine and he taught me to drive the tractor.')).toEqual([3]);
  });

  it('named twice', () => {
    expect(told('I still think of the tunnel. We had lanterns in the tunnel and the barn was warm from the cows.')).toEqual([5]);
  });

  it('an event item needs its event, not only its scenery', () => {
    expect(told('We lost the farm in 1931 when the bank called in the loan, and nothing was the same again.')).toEqual([4]);
    // near miss: the farm without the losing of it
    expect(told('We grew up on the farm and kept a few cows and some hens.')).toEqual([]);
  });

  it('near misses: a passing mention leaves the item open', () => {
    expect(told('We drove past Cork on the way to my aunt’s wedding, which was a grand affair.')).toEqual([]);
    expect(told('We stopped in Cork for lunch on the way to the wedding in Limerick.')).toEqual([]);
    expect(told('Frank was there too.')).toEqual([]);
    expect(told('We lost the farm in 1931 when the bank called in the loan, and Father never got over it.')).toEqual([4]);
  });

  it('near misses: not the same word', () => {
    // a cork is not Cork, and Frankie is not Frank
    expect(told('I put the cork back in the bottle and we sat by the fire talking for hours.')).toEqual([]);
    expect(told('Frankie from next door came round every day after school and we played in the lane.')).toEqual([]);
  });

  it('near misses: named only to say it cannot or will not be told', () => {
    expect(told("I don't remember much about Cork, to be honest, we left when I was small.")).toEqual([]);
    expect(told("I'd rather not talk about our father, it still upsets me after all these years.")).toEqual([]);
  });

  it('several items at once, in the order given; nothing from an empty message or an empty item', () => {
    const message = 'Frank and I loved Cork. It had the best sweet shop in the whole of Ireland, and Frank spent every penny there. Cork was home.';
    expect(told(message)).toEqual([2, 3]);
    expect(told('')).toEqual([]);
    expect(followedUpBy('That was that, and so it went on all year.', [{ id: 'x', value: 'that', suggestedPrompt: 'Tell me about that.' }])).toEqual([]);
  });
});
