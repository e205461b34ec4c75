import { type LifePeriod, type PromptQuestion } from '@kinstory/contract';
import type { Repositories } from '../plugins/db.ts';
import { allStories } from '../routes/lifeMap/index.ts';
import { lifeMap } from './lifeMap.ts';

/**
 * Oral-history questions for when the archive has nothing to ask about yet: warm, open, one
 * question each, grouped by the periods of a life and asked in its order.
 */
export const builtInQuestions: Record<LifePeriod, readonly string[]> = {
  childhood: [
    'What games did you play as a child, and who did you play them with?',
    'What was the house you grew up in like? Which room do you remember best?',
    'Who made you laugh when you were small?',
    'What did your family eat on a special day when you were a child?',
    'What was your first school like, and how did you get there each morning?',
    'Which grown-up outside your family did you look up to as a child, and why?',
    'What did you want to be when you grew up?',
  ],
  youth: [
    'Who was your closest friend when you were a teenager, and what did you do together?',
    'What music or dances do you remember from when you were young?',
    'Where did young people go to meet when you were growing up?',
    'What was the first thing you bought with money you earned yourself?',
    'What did your parents worry about most when you were young?',
    'Was there a time when you were young that you felt brave?',
    'What did you do on a Saturday when you were sixteen?',
  ],
  work: [
    'What was your first job, and how did you get it?',
    'Who taught you the most in your working life?',
    'What was an ordinary working day like for you?',
    'What work are you proudest of?',
    'Was there a time at work when something went wrong? What happened?',
    'How did you feel on your last day at work?',
    'What did you do with your first week’s wages?',
  ],
  'love and family': [
    'How did you meet the person you fell in love with?',
    'What do you remember about your wedding day, or another day that joined your family together?',
    'What was it like when your first child was born?',
    'What traditions did your family keep at home?',
    'What is a family saying or joke that has been passed down?',
    'Which place has felt most like home to you, and why?',
    'What did you learn from your own parents about bringing up a family?',
  ],
  'later life': [
    'What does a good day look like for you now?',
    'What has surprised you about growing older?',
    'Which friendships have lasted longest, and what has kept them going?',
    'What would you like your grandchildren to know about your life?',
    'What is something you learned late in life that you wish you had known sooner?',
    'Which change in the world have you been most glad to see?',
    'What are you looking forward to?',
  ],
};

const sameQuestion = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The next questions to go out, in order: the family's own queue, then defaults that were never
 * sent to the archive: the open follow-up items' prompts (newest first), the Life map's thin parts
 * once it has stories to map, and the built-in list. `position`: a family question's place in the
 * queue (it leaves the queue when sent).
 */
export async function nextQuestions(repos: Repositories, archiveId: string, count: number): Promise<(PromptQuestion & { position?: number })[]> {
  const picked: (PromptQuestion & { position?: number })[] = [];
  const pickedKeys = new Set<string>();
  const sent = new Set<string>();
  const take = (text: string, source: PromptQuestion['source'], position?: number, again = false) => {
    const key = sameQuestion(text);
    if (picked.length >= count || !key || pickedKeys.has(key) || (!again && sent.has(key))) return;
    pickedKeys.add(key);
    picked.push(position === undefined ? { text, source } : { text, source, position });
  };

  for (const q of await repos.prompts.queue(archiveId)) take(q.text, 'family', q.position);
  if (picked.length >= count) return picked;
  // Defaults never repeat a question the archive was sent, whichever source it came from.
  for (const question of await repos.prompts.sentQuestions(archiveId)) sent.add(sameQuestion(question));

  for (const prompt of await repos.prompts.openFollowUpPrompts(archiveId, 50)) take(prompt, 'followUp');
  if (picked.length >= count) return picked;

  // The storyteller is asked; they see every story of the archive, private ones too.
  const stories = await allStories(repos, archiveId, { uid: '', seesPrivate: true });
  if (stories.length > 0) {
    const archive = await repos.archives.findArchive(archiveId);
    const map = lifeMap(stories, { subjectAge: archive?.subject_age ?? null, now: new Date() });
    for (const suggestion of map.suggestions) take(suggestion.prompt, 'lifeMap');
  }

  const builtIn = Object.values(builtInQuestions).flat();
  for (const text of builtIn) take(text, 'builtIn');
  // Every one was asked (most of a year of weeks): the list comes round again.
  for (const text of builtIn) take(text, 'builtIn', undefined, true);
  return picked;
}
