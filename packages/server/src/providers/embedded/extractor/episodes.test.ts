import { describe, expect, it } from 'vitest';
import { extractionSchema } from '@kinstory/contract';
import { THEMES } from '../../llm/guidelines.ts';
import { run } from './testkit.ts';

// issue 18: one specific episode with who, when, where and what happened is a story, with a theme and events
const ISSUE = 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.';

// e2e 03's storyteller message: one night, told once, with who and when
const SNOWSTORM = 'When I was seven my mother and I got lost in a snowstorm. Mother held my hand all night and we sang to keep warm. At dawn we walked home and she laughed about it for years.';

// episodes written for this test (none is from the corpus or dev set): short, plain, each told once
const EPISODES: [string, string][] = [
  ['the night train', 'In the spring of 1962 my sister Agnes and I took the night train from Glasgow to London. At Crewe a guard found us asleep in first class and marched us back to the third-class carriage.'],
  ['the hidden hens', 'During the war my grandmother Rosa kept hens behind the house in Naples. In 1943 a soldier came to take them, so she hid the hens under her bed and sat on it until he left.'],
  ['the puppy', 'On my tenth birthday in 1955 Dad brought home a puppy in his coat pocket. Mum said it would have to go back, but by supper it was asleep on her feet and she let it stay.'],
  ['the flood', 'In August 1968 the river burst its banks in the night. My husband Jim carried the children up to the loft, and in the morning we watched our chairs float down the lane.'],
];

const NOT_STORIES = [
  'Sundays we always went to my aunt Jean\'s for dinner, and you had to sit still until grace was said. That was how it was every week.',
  'My mother had five children: me, Anne, Pat, Joe and little Theresa, who was the baby.',
  'I think young people today have it easier than we did, but they worry more.',
];

describe('story detection on episodes nobody tuned it to', () => {
  it('the issue\'s farm story is a story with a theme and events', () => {
    const out = run(ISSUE);
    expect(out.story).not.toBeNull();
    expect(THEMES).toContain(out.story!.theme as (typeof THEMES)[number]);
    expect(out.memory.events).toContain('dug a tunnel to the barn');
    expect(out.story!.narrative.actionOrEvent).toBe('dug a tunnel to the barn');
    expect(out.story!.narrative.place).toBe('Cork');
    expect(out.memory.dates).toContain('the winter of 1947');
    expect(() => extractionSchema.parse(out)).not.toThrow();
  });

  it('the snowstorm night (e2e 03) is a story, with the narrator\'s age as its date', () => {
    const out = run(SNOWSTORM);
    expect(out.story).not.toBeNull();
    expect(out.memory.dates).toContain('When I was seven');
    expect(out.memory.events).toContain('walked home');
  });

  it('finds most of them (measured, not tuned: 2 of 4 when the model was trained, 3 with word pairs), each with events', () => {
    const found = EPISODES.filter(([, text]) => run(text).story !== null);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const [, text] of EPISODES) expect(run(text).memory.events.length).toBeGreaterThan(0);
  });

  it.each(NOT_STORIES)('is not a story: %s', (text) => {
    expect(run(text).story).toBeNull();
  });
});
