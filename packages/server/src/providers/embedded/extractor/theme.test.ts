import { describe, expect, it } from 'vitest';
import { centralTokens, detectTheme, themeFeatures, themeScores, vocabularyFeatures } from './theme.ts';
import { wordFeatures } from './features.ts';
import { parse } from './tokens.ts';
import { significance } from './story.ts';
import { passageInputs } from './extract.ts';

describe('theme from the central event', () => {
  it('a birth is family even when the setting is a new country', () => {
    expect(detectTheme('Our daughter Mei was born in Vancouver in 1966, two years after we emigrated from Hong Kong on a ship.')).toBe('family');
  });

  it('a death during the narrator\'s first shift is a work story', () => {
    expect(detectTheme('My first night as a porter at St Luke\'s an old man died on the trolley before the doctor came, and the charge nurse showed me what to do.')).toBe('work & career');
  });

  it('a death marked by a rite is faith & community', () => {
    expect(detectTheme('When Grandfather died the elders washed his body and the whole village said the prayers with us at the temple before the cremation.')).toBe('faith & community');
  });

  it('weather that wrecks a livelihood is hardship & loss', () => {
    expect(detectTheme('The spring of 1947 was the worst I remember. The river flooded the lower fields, the sheep drowned and Father had to sell the tractor to pay the bank.')).toBe('hardship & loss');
  });

  it('internment is war & service, and critical', () => {
    const text = 'In 1942 my grandmother was interned with her sisters at a camp in the desert, and she never spoke of it until she was ninety.';
    expect(detectTheme(text)).toBe('war & service');
    expect(significance(text, 30, passageInputs(text).significance).level).toBe('critical');
  });

  it('a school told by its teacher is work, a school told by its pupil is school', () => {
    expect(detectTheme('In 1984 I was the only teacher at the school in Chungui, and one night someone painted on the blackboard that school was for the children of the rich.')).toBe('work & career');
    expect(detectTheme('In 1984 I was the smallest pupil at the school in Chungui, and one morning the teacher made me read aloud to the whole class.')).toBe('school & education');
  });

  it('a first day teaching is work, not school', () => {
    expect(detectTheme('My first day teaching at the village school I had forty children and no chalk. The headmaster watched from the door. I taught there for twenty years.')).toBe('work & career');
  });

  it('a journey by bus or train to a named place is a travel event; the bus to work is not', () => {
    expect(themeScores('In the summer of 1961 my sister and I took the train to Edinburgh to see the Tattoo.').get('migration & travel')!.event).toBeGreaterThan(0);
    expect(themeScores('Every morning I took the bus to work at the mill.').get('migration & travel')!.event).toBe(0);
  });

  it('a convenience arriving is an everyday-life event; a bus that came late is not', () => {
    expect(detectTheme('The electricity came to our village near Cuttack in 1976. For a month there was one bulb on a pole by the well, and in the evenings everybody stood under it and talked.')).toBe('everyday life');
    expect(themeScores('In the autumn of 1988 a public telephone was installed in the window of the kiosk in our lane.').get('everyday life')!.event).toBeGreaterThan(0);
    expect(themeScores('The bus was late and I missed the start of the exam.').get('everyday life')!.event).toBe(0);
  });

  it('building a business is an achievement event; buying bread at a shop is not', () => {
    expect(themeScores('In 1986 my husband and I put all our savings into a stall at the night market in Taipei, selling pepper buns.').get('achievements')!.event).toBeGreaterThan(0);
    expect(themeScores('In 1994 we opened a little bakery on Mill Road, and the first week we sold out every morning.').get('achievements')!.event).toBeGreaterThan(0);
    expect(themeScores('In 1994 I bought a loaf at the shop on Mill Road.').get('achievements')!.event).toBe(0);
  });

  it('a working life told by its tenure is a work event; a childhood told by its years is not', () => {
    expect(themeScores('I was a nurse on Ward 5A at the General from 1984, and more need than any of us could hold.').get('work & career')!.event).toBeGreaterThan(0);
    expect(themeScores('I lived with my grandmother in Ibadan from 1950, and she sent me to fetch water every morning.').get('work & career')!.event).toBe(0);
  });

  it('war reaching civilians is a war event; a quarrel in the family is not', () => {
    expect(themeScores('In the winter of 1993 the shelling went on every night, and we slept in the cellar with the neighbours.').get('war & service')!.event).toBeGreaterThan(0);
    expect(themeScores('When the Germans were in Assisi my mother hid us in the convent.').get('war & service')!.event).toBeGreaterThan(0);
    expect(themeScores('The fighting between my brothers over the farm went on for years.').get('war & service')!.event).toBe(0);
  });

  it('a background clause counts for less than the main clause', () => {
    const scores = themeScores('Our son was born in Perth the year after we came over from Glasgow.');
    expect(scores.get('family')!.event).toBeGreaterThan(scores.get('migration & travel')!.event);
    expect(detectTheme('Our son was born in Perth the year after we came over from Glasgow.')).toBe('family');
  });

  it('a hypothetical event does not count', () => {
    expect(themeScores('She brought me tea on the last mile and I could have married her on the spot.').get('love & marriage')!.event).toBe(0);
  });

  it('reads neighbouring words as stemmed pairs, small words included', () => {
    const text = 'I was called up in the spring. Mother cried at the station.';
    const x = themeFeatures(text, parse(text).tokens);
    expect(x['b:call_up']).toBe(1);
    expect(x['b:at_the']).toBe(1);
    expect(x['b:mother_cry']).toBe(1);
    expect(Object.keys(x).filter((f) => f.startsWith('b:'))).toHaveLength(11);
  });

  it('counts the words of each theme\'s vocabulary as one feature of that theme', () => {
    const x = vocabularyFeatures(wordFeatures(parse('The soldiers marched to the front with their rifles.').tokens));
    expect(x['lex:war & service']).toBeGreaterThan(0);
    expect(x['lex:food & traditions']).toBeUndefined();
  });

  it('reads the vocabulary of the sentences where something happens apart from the background', () => {
    const text = 'We lived above the bakery on Mill Street and the smell of bread was everywhere. In 1951 I enlisted in the navy and sailed for Malta.';
    const { tokens } = parse(text);
    expect(centralTokens(tokens, ['enlisted in the navy']).map((t) => t.lower)).toContain('navy');
    expect(centralTokens(tokens, ['enlisted in the navy']).map((t) => t.lower)).not.toContain('bread');
    const x = themeFeatures(text, tokens);
    expect(x['clex:war & service']).toBeGreaterThan(0);
    expect(x['clex:food & traditions']).toBeUndefined();
    expect(x['lex:food & traditions']).toBeGreaterThan(0);
  });

  it('marks a year of either world war, written or spoken, and no other year', () => {
    const era = (text: string) => themeFeatures(text, parse(text).tokens)['era:world-war'];
    expect(era('In 1943 the school was closed and we went to the farm.')).toBe(1);
    expect(era('in forty-one, um, my father went away')).toBe(1);
    expect(era('The summer of \'16 was the last one before the telegram.')).toBe(1);
    expect(era('My grandfather went to France in nineteen fifteen.')).toBe(1);
    expect(era('In 1952 the school was closed and we went to the farm.')).toBeUndefined();
    expect(era('When I was forty-one I went back to college, and it took me forty years to tell anyone.')).toBeUndefined();
  });

  it('plain plurals match singular cues', () => {
    expect(detectTheme('The soldiers searched every house in our street and took the men away on lorries.')).toBe('war & service');
  });

  it.each([
    ['food & traditions', 'Every Lunar New Year my aunt wrapped sticky rice cakes in leaves, and in 1979 she let me fold them myself for the first time.'],
    ['faith & community', 'When the storm took the chapel roof in 1990 the whole village came with ladders and tarpaulins, and the minister held the service in the barn.'],
    ['family', 'I lost touch with my cousin Bernard for thirty years, then in 2001 he wrote to me out of the blue from Winnipeg.'],
    ['achievements', 'After twelve years of night school I graduated in 1988 at the age of sixty, the first in our family to hold a degree.'],
    ['war & service', 'The Germans took him prisoner at Dunkirk in 1940 and he spent five years in a camp in Silesia.'],
    ['work & career', 'I ran a market stall in Bolton for twenty-six years, and my first customer was a vicar who wanted a single sock.'],
  ])('%s: %s', (theme, text) => {
    expect(detectTheme(text)).toBe(theme);
  });
});

