import { TAKING_BACK, WHAT_I_AM, WHO_SEES } from '../../llm/guidelines.ts';
import { secondPerson } from './episode.ts';
import { titleInSentence } from './thread.ts';
import {
  ALREADY_TOLD, BACK, BIRTHDAY, DOUBTS_WORTH, GOING_NOW, GREETING, INTRODUCES, LOST_THREAD, NOT_UNDERSTOOD, PAUSE, PRIVACY, RAMBLING, RECALL,
  TAKE_BACK, TELL_ABOUT, UNWELL, UPSET, WANTS_TO_STOP, WHAT_TO_TELL, WHO_ARE_YOU, WHY_ASK,
} from './questions.ts';

/** What a storyteller's message between stories gives the answer to work with. */
export interface Said {
  /** The message, trimmed. */
  message: string;
  words: number;
  /** At most 15 words: a remark, not a story. */
  short: boolean;
  /** The message tells an episode of its own ("and then the war came"): a story, whatever else it says. */
  episode: boolean;
  /** ", Edna" where the storyteller's name is known, else "". */
  toName: string;
  /** The title of the archive's newest story. */
  latestStory?: string;
  /** The episode they were telling in this conversation, said back, and the way on from it. */
  whereWeWere(): { said: string; pool: string[] } | undefined;
  /** Back to the story they were telling, or on to the next. */
  backToStory(): string[];
  /** Chapters of the life not yet told, and open invitations. */
  chapters(): string[];
  /** Questions from the archive's open follow-ups. */
  followUps(): string[];
  /** Questions about whoever and whatever the message names. */
  aboutNamed(): string[];
}

/** An acknowledgement, and the questions to choose the reply's one question from (the first not asked before). */
export interface Answer {
  ack: string[];
  pool: string[];
}

/** When a memory upsets the storyteller: what they would like now, asked openly. */
const UPSET_QUESTIONS = ['What would you like to do now?', 'What would feel best to talk about now?'];
/** While the storyteller steps away: nothing to answer now, only where to go on from. */
const PAUSE_QUESTIONS = ['When you are ready, what would you like to tell me next?', 'Whenever you are ready, what comes to mind next?'];
const BIRTHDAY_QUESTIONS = ['What birthday from long ago do you remember best?', 'How did your family mark birthdays when you were young?'];
/** When the storyteller would like to stop: what to talk about next time, nothing more today. */
const STOP_QUESTIONS = ['When we sit down again, what would you like to tell me about?', 'Next time, what would you like us to talk about?'];

/** "Where was I?", "What did I tell you last time?", "ok I'm back": where they were, and a way back into it. */
function recalled(s: Said, welcome: string[]): Answer {
  const back = s.whereWeWere();
  if (back) return { ack: [...welcome, back.said], pool: [...back.pool, ...s.chapters()] };
  if (s.latestStory) {
    const about = titleInSentence(s.latestStory);
    return { ack: [...welcome, `You last told me about ${about}.`], pool: [`What else would you like the family to know about ${about}?`, ...s.followUps(), ...s.chapters()] };
  }
  return { ack: [...welcome, "We haven't kept a story yet, so let's begin one."], pool: s.chapters() };
}

/**
 * What is said between stories, and how each is answered: tried in this order, the first that holds answers (so
 * "I'm not feeling well, I have to go" is answered as feeling unwell, and "good morning, I'm back" as being back).
 */
const BETWEEN_STORIES: [holds: (s: Said) => boolean, answer: (s: Said) => Answer][] = [
  // "Where was I?", "sorry, I lost my train of thought"
  [(s) => s.words <= 40 && LOST_THREAD.test(s.message), (s) => {
    const back = s.whereWeWere();
    return { ack: ['No hurry at all.', back?.said ?? 'Whatever comes to mind is welcome.'], pool: [...(back?.pool ?? []), ...s.chapters()] };
  }],
  // "Are you a robot?": an honest answer, a program and not a person, and what it is for
  [(s) => s.short && !s.episode && WHO_ARE_YOU.test(s.message), (s) => ({ ack: [WHAT_I_AM], pool: s.backToStory() })],
  [(s) => s.short && !s.episode && NOT_UNDERSTOOD.test(s.message), (s) => ({ ack: ["I'm sorry, I put that badly."], pool: s.backToStory() })],
  // "I want to tell you about my first job instead": theirs to choose
  [(s) => s.words <= 20 && TELL_ABOUT.test(s.message), (s) => {
    const topic = secondPerson(TELL_ABOUT.exec(s.message)![1]!.replace(/\s+(?:instead|now|today|first|next)$/i, ''));
    return { ack: ['Please do.'], pool: [`What would you like to tell me about ${topic}?`, 'What would you like to tell me?'] };
  }],
  // "hang on, the phone is ringing"; "Wait, can we stop a minute? My granddaughter has just arrived ..." (the pause
  // said first, whatever comes after it)
  [(s) => s.short && !s.episode && PAUSE.test(s.message) || s.words <= 40 && PAUSE.test(s.message.split(/(?<=[.!?])\s+/)[0]!), (s) => ({ ack: [`Of course${s.toName}, take all the time you need; I'll be right here.`], pool: PAUSE_QUESTIONS })],
  [(s) => s.short && BACK.test(s.message), (s) => recalled(s, [`Welcome back${s.toName}.`])],
  [(s) => s.short && RECALL.test(s.message), (s) => recalled(s, [])],
  [(s) => s.short && !s.episode && RAMBLING.test(s.message), (s) => ({ ack: ['Not at all; every bit of it is welcome.'], pool: s.backToStory() })],
  // "please don't put that in": what to do about it is theirs to decide, in the archive; the interviewer leaves the subject
  [(s) => s.short && TAKE_BACK.test(s.message), (s) => ({ ack: [`Of course${s.toName}. ${TAKING_BACK}`], pool: s.chapters() })],
  [(s) => s.short && !s.episode && PRIVACY.test(s.message), (s) => ({ ack: [WHO_SEES], pool: s.backToStory() })],
  // feelings first, and the choice theirs: stay, turn to something lighter, or stop
  [(s) => s.words <= 25 && UPSET.test(s.message), (s) => ({
    ack: ["It's all right to feel that way; these are big memories. We can stay with them, turn to something lighter, or stop for today."],
    pool: [...UPSET_QUESTIONS, ...s.chapters()],
  })],
  [(s) => s.short && !s.episode && UNWELL.test(s.message), (s) => ({ ack: [`I'm sorry you're not feeling well${s.toName}. Let's stop here for today; your stories will be waiting.`], pool: STOP_QUESTIONS })],
  [(s) => s.short && BIRTHDAY.test(s.message), (s) => ({ ack: [`Happy birthday${s.toName}!`], pool: [...BIRTHDAY_QUESTIONS, ...s.chapters()] })],
  // "My name is Rosa and I'm eighty-four": who they are, welcomed by the name they gave
  [(s) => s.short && !s.episode && INTRODUCES.test(s.message), (s) => ({
    ack: [`${/^(?:hello|hi|hiya|hey|good (?:morning|afternoon|evening))\b/i.test(s.message) ? 'Hello' : 'Thank you'}, ${INTRODUCES.exec(s.message)![1]}. It's lovely to meet you.`],
    pool: s.chapters(),
  })],
  [(s) => GREETING.test(s.message), (s) => {
    const hello = /^good (?:morning|afternoon|evening)|^(?:morning|evening)/i.exec(s.message)?.[0];
    return { ack: [`${hello ? `Good ${hello.toLowerCase().replace(/^good /, '')}` : 'Hello'}${s.toName}.`], pool: s.backToStory() };
  }],
  [(s) => s.words <= 25 && DOUBTS_WORTH.test(s.message), (s) => ({ ack: ['It matters to your family: they will treasure even the small things, told in your own words.'], pool: s.backToStory() })],
  [(s) => s.short && !s.episode && ALREADY_TOLD.test(s.message), (s) => ({ ack: [`I'm sorry${s.toName}, you did.`], pool: [...s.followUps(), ...s.chapters()] })],
  // "Why do you ask?", "What do you want to know about my father?" (about him, then)
  [(s) => !s.episode && (WHAT_TO_TELL.test(s.message) || WHY_ASK.test(s.message)), (s) => ({
    ack: [WHY_ASK.test(s.message)
      ? 'I ask so that your family can keep your stories, in your own words, and we can go at whatever pace suits you.'
      : 'Anything at all that comes to mind; there are no wrong answers, and small things are welcome too.'],
    pool: [...s.aboutNamed(), ...s.chapters()],
  })],
  // "I have to go, the doctor is here", "that's enough for today": thanked, and asked only what to talk about next time
  [(s) => !s.episode && (WANTS_TO_STOP.test(s.message) || s.short && GOING_NOW.test(s.message)), (s) => ({
    ack: [`Of course${s.toName}. Thank you for today; it was lovely to listen. Rest well.`],
    pool: STOP_QUESTIONS,
  })],
];

/** The answer to something said between stories ("good morning", "Are you a robot?"), when the message is one. */
export function betweenStories(s: Said): Answer | undefined {
  const rule = BETWEEN_STORIES.find(([holds]) => holds(s));
  return rule?.[1](s);
}
