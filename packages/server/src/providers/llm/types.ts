import type { Extraction, FollowUpItemEvent, Narrative } from '@kinstory/contract';

/** One turn of a conversation as the providers see it. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the interviewer knows when it writes its next reply. */
export interface InterviewContext {
  /** The storyteller's name, when the profile has one. */
  storytellerName?: string | null;
  /** The archive's subject (the storyteller as the family calls them), when known. */
  subjectName?: string | null;
  /** Follow-up items of the archive that are not followed up yet. */
  openFollowUps: Pick<FollowUpItemEvent, 'type' | 'value' | 'suggestedPrompt'>[];
  /** Stories already told in this archive, newest first (so the interviewer does not ask again). */
  earlierStories?: { title: string; summary: string }[];
  /** The conversation so far, oldest first; the last turn is the storyteller's new message. */
  history: ConversationTurn[];
}

/** A story of the archive as the greeting sees it: enough to tell whether it stopped before its end. */
export interface RecentStory {
  title: string;
  summary: string;
  /** The storyteller's own words, when stored: whether the story reached its end is read from them. */
  content?: string;
  significance: { level: string; reason?: string };
  narrative: Narrative;
  created_at: string;
}

export interface IntroContext {
  storytellerName?: string | null;
  subjectName?: string | null;
  /** Follow-up items of the archive not followed up yet, newest first: the greeting may pick one up. */
  openFollowUps?: (Pick<FollowUpItemEvent, 'type' | 'value' | 'suggestedPrompt'> & { created_at?: string })[];
  /** The archive's newest stories, newest first: one that stopped before its end may be picked up. */
  recentStories?: RecentStory[];
}

/**
 * The interviewer: replies, titles and the intro. The embedded one is rule-based and offline; the
 * configured one calls an OpenAI-compatible chat API.
 */
export interface Interviewer {
  /** The personal first message of a new conversation. */
  intro(context: IntroContext, signal?: AbortSignal): Promise<string>;
  /** The next reply, yielded in small chunks as it is produced. */
  reply(context: InterviewContext, signal?: AbortSignal): AsyncIterable<string>;
  /** A short title from the conversation's main people, place and theme. */
  title(history: ConversationTurn[], signal?: AbortSignal): Promise<string>;
}

export interface ExtractionInput {
  /** The storyteller's new message. */
  message: string;
  /** Earlier turns of the same conversation, oldest first (people and relations carry over). */
  history: ConversationTurn[];
  /** The narrator's name, when known. */
  narrator?: string | null;
}

/** Turns one storyteller message into a memory, maybe a story, and follow-up items. */
export interface Extractor {
  extract(input: ExtractionInput, signal?: AbortSignal): Promise<Extraction>;
}
