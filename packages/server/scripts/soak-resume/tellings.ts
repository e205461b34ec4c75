/**
 * Life-story messages for the soak's storyteller, composed from people, places, years and episodes
 * so that each differs and the embedded extractor finds in it a memory (people, dates, places), often
 * a story (an episode with its turn and ending) and follow-up items (a name or a place left open).
 */
import { pick } from '../../test/helpers/random.ts';

const people = ['my brother Pete', 'my sister Rose', 'my uncle Walter', 'Aunt Edith', 'my friend Margaret', 'our neighbour Mr Hughes', 'my cousin Alf', 'Granny Nell'];
const places = ['Blackpool', 'Leeds', 'the farm at Skipton', 'Halifax', 'the mill in Bradford', 'Scarborough', 'the Co-op on Victoria Street', 'Liverpool docks'];
const seasons = ['In the summer of', 'In the winter of', 'In August', 'In May', 'At Christmas', 'In the spring of'];
const episodes = [
  (who: string, where: string) => `${who} and I took the bus to ${where} without telling anyone. We spent every penny and then realised we had no fare home. A kind lady paid for our tickets and we got back after midnight.`,
  (who: string, where: string) => `the river flooded at ${where} and ${who} carried the hens up to the hayloft one by one. We slept in the kitchen for a week, and when the water went down the whole floor was mud.`,
  (who: string, where: string) => `I started work at ${where}, and ${who} showed me how to splice a broken thread. The foreman shouted at me on the first day, but by the end of the month I ran two looms on my own.`,
  (who: string, where: string) => `${who} got married at ${where}. It rained all morning, the cake slid off the table, and then the sun came out just as they walked out of the chapel and everybody cheered.`,
  (who: string, where: string) => `we lost ${who}. The telegram came to ${where} on a Tuesday. Mum sat by the window all night, and in the morning she made the porridge as if nothing had happened.`,
  (who: string, where: string) => `${who} bought a motorbike and rode it all the way to ${where} with me on the back. The chain came off twice, and we fixed it with a bent hairpin and a bootlace.`,
];
const endings = [
  'Dad never said a word about it, he just pointed at the stairs.',
  'I still have the photograph somewhere in the tin under the bed.',
  'We laughed about it for years afterwards.',
  'I do not think I ever told anyone that before.',
  'That was the last time we were all together.',
];

/** One message of a life story, different each call. */
export function telling(random: () => number): string {
  const year = 1938 + Math.floor(random() * 40);
  const episode = pick(random, episodes)(pick(random, people), pick(random, places));
  return `${pick(random, seasons)} ${year} ${episode} ${pick(random, endings)}`;
}
