/** Business constants and limits of SPEC §9. */
export const PASSWORD_MIN_LENGTH = 6;
export const STORYTELLER_AGE_MIN = 1;
export const STORYTELLER_AGE_MAX = 120;
export const ONBOARDING_STEPS = 4;
export const AUTH_REDIRECT_DELAY_MS = 1500;
/** A title is generated when this many user messages have been sent. */
export const TITLE_AT_USER_MESSAGE = 3;
export const STREAM_PROGRESS = { open: 5, firstToken: 10, max: 95, done: 100, tokensForMax: 500 } as const;
export const MEMORY_EVENT_MAX_RETRIES = 5;
export const MEMORY_EVENT_BACKOFF_MS = 1000;
export const DEFAULT_TTS_VOICE = 'alloy';
export const DEFAULT_CONVERSATION_ID = 'default';
export const RECORDING_MIME_TYPE = 'audio/webm';
export const RECORDING_FILE_NAME = 'recording.webm';
export const RECORDING_TICK_MS = 1000;
export const STORIES_LIMIT_DASHBOARD = 20;
export const STORIES_LIMIT_CONTRIBUTOR = 10;
export const STORIES_LIMIT_MAX = 100;
/** The largest offset a list accepts: far past any archive's stories, well inside every integer type. */
export const STORIES_OFFSET_MAX = 1_000_000;
export const RECENT_FAMILY_STORIES_SHOWN = 3;
export const SUMMARY_FALLBACK_CHARS = 150;
export const DEMO_ADMIN_RECENT_STORIES = 3;
export const RELATIVE_TIME_THRESHOLDS_MS = {
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
} as const;
export const MOCK_ASSISTANT_DELAY_MS = { min: 1000, max: 2000 } as const;
export const QUICK_PROMPTS_MAX_MESSAGES = 1;
export const ENCOURAGEMENT_ROWS = 4;
/** Request bodies above this are refused (413). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** An invitation link stays valid this long (ARCHITECTURE: invitations are single-use and expire). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Random bytes in an invitation token (≥ 128 bits). */
export const INVITATION_TOKEN_BYTES = 32;
/** Path of the activation page an invitation link opens. */
export const INVITATION_ACTIVATION_PATH = '/onboarding/storyteller';

/** The archive's themes: a story has exactly one (the extractors choose from these too). */
export const storyThemes = [
  'childhood',
  'family',
  'love & marriage',
  'work & career',
  'war & service',
  'migration & travel',
  'school & education',
  'food & traditions',
  'faith & community',
  'hardship & loss',
  'achievements',
  'everyday life',
] as const;
export type StoryTheme = (typeof storyThemes)[number];

/** A story's or memory's status (issue #17; see corrections.ts). */
export const itemStatuses = ['draft', 'confirmed', 'discarded'] as const;

export const significanceLevels = ['critical', 'high', 'medium', 'low'] as const;

/** A voice memory's words must not be blank (PUT /api/messages/{id}/transcript). */
export const TRANSCRIPT_REQUIRED_TEXT = 'Type what was said before saving';

/** How the book's chapters are ordered: by the life's chronology, or grouped by theme (issue #16). */
export const bookOrders = ['chronology', 'theme'] as const;
export type BookOrder = (typeof bookOrders)[number];

/** A period or theme of the Life map with fewer stories than this is thin: it is suggested first. */
export const LIFE_MAP_THIN_BELOW = 2;
/** Suggested topics shown while anything is thin. */
export const LIFE_MAP_SUGGESTIONS = 3;

/** The weekly question (issue #20). */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];
/** No question is sent from `from` to `to` in the storyteller's time zone (overnight). */
export const PROMPT_QUIET_HOURS = { from: '20:00', to: '08:00' } as const;
/** Minutes after midnight of "HH:MM". */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}
/**
 * Whether "HH:MM" falls in the quiet hours (overnight, from PROMPT_QUIET_HOURS.from to .to). Here,
 * not beside the schedule's schema, so the dashboard checks a time without loading zod.
 */
export function inQuietHours(time: string): boolean {
  const t = minutesOfDay(time);
  return t >= minutesOfDay(PROMPT_QUIET_HOURS.from) || t < minutesOfDay(PROMPT_QUIET_HOURS.to);
}
/** The next questions the admin dashboard shows and the family may edit or reorder. */
export const PROMPT_QUESTIONS_SHOWN = 3;
/** Where the e-mail's sign-in link lands: Firebase's e-mail link is finished there. */
export const SIGN_IN_LINK_PATH = '/sign-in/link';
/** Where a weekly question's link goes once signed in: /answer/{sendId} opens its conversation. */
export const PROMPT_ANSWER_PATH = '/answer';
/** The browser keeps the address a sign-in link was sent to under this key (Firebase: same device, no question). */
export const SIGN_IN_EMAIL_STORAGE_KEY = 'kinstory.emailForSignIn';
export const promptTexts = {
  quietHours: `Choose a time between ${PROMPT_QUIET_HOURS.to} and ${PROMPT_QUIET_HOURS.from}: no question is sent at night`,
  unsubscribed: 'This address asked not to receive the weekly question. Choose another address to turn it on again.',
  alreadySent: "This week's question has already gone out",
  noSchedule: 'Set up the weekly question first',
  notForYou: 'This question was sent to someone else',
  linkExpired: 'This sign-in link has expired or was already used.',
} as const;
