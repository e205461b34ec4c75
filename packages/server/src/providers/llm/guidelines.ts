/**
 * The annotation guidelines the extractors follow (../shared/eval/GUIDELINES.md), in one place: the embedded
 * extractor trains on passages labelled by them, and the LLM extractor gets them as its instructions, so the
 * two are measured on the same footing (`npm run eval:extract -- FILE.jsonl [--provider llm]`).
 */

/** The archive's themes: a story has exactly one. */
export { storyThemes as THEMES, type StoryTheme as Theme } from '@kinstory/contract';

/** At most this many follow-up items per message, most wanted first. */
export const MAX_FOLLOW_UPS = 3;

/** What the interviewer is, said plainly when the storyteller asks (the embedded one and the LLM's prompt alike). */
export const WHAT_I_AM = "I'm the Kinstory interviewer: a computer program, not a person. I listen, ask one question at a time, and keep your stories for your family.";
/** Who sees what is told (ARCHITECTURE "Who may do what"), said when the storyteller asks. */
export const WHO_SEES = "What you tell me is kept in your family's archive. Only the family members invited to it can see it, and you can mark any story private.";
/** What can be done about something said that the storyteller wants back. */
export const TAKING_BACK = 'Nothing is kept against your wishes: you can correct or remove any story in your archive, or delete this conversation.';

export const EXTRACTION_GUIDELINES = `You extract structured memories from one message of an older storyteller, for a family archive.
Use only what the message (and earlier messages) say; never invent.

memory:
- narrator: the storyteller's name, or "".
- people: named people other than the storyteller, as written ("Uncle Shmuel", "Dr. Hansen"); relatives referred to only by their tie to the storyteller count ("Mum", "my father"). If a relative is also named, list the name only ("my husband Harold" -> "Harold"). Not people: unnamed non-relatives ("the nurse"), groups and families ("my parents", "the Sullivans"), God, animals, brands, the storyteller's own names.
- places: named towns, regions, countries, streets, waters, and named buildings, businesses, schools, churches, hospitals, ships sailed on. Not: organisations and units, nationalities, unnamed places.
- dates: time expressions that place an episode on the timeline, as written: years, decades, month or season with a year, the storyteller's age ("I was seven"), a time word anchored to a named historical event ("the year after the war"). Not: recurring times, "that summer", durations, bare event names.
- relationships: {from: "" for the storyteller or the person's name, to, relation (a plain English kin or role word)} when the text states the tie.
- events: short phrases of what happened, from the verbs of the central episode ("dug a tunnel to the barn").

story: only when the message tells one specific episode (something that happened once, with some of who, when, where, and a development). Not for habits ("Mondays were washing day"), recipes, lists, opinions, family rundowns, or a one-line statement of a fact. Otherwise null.
- theme: the one theme the episode is mainly about, from the list. Close calls: a religious feast built around a meal is food & traditions; a funeral rite is faith & community; a naming ceremony is family; building a business is achievements; a wartime rescue is war & service.
- significance.level: critical (a war experience, a death, a birth, an emigration or a marriage), high (formative: first job, exams, a lesson, a discovery, hardship), medium (a pleasant or funny anecdote, background), low (trivia, brief remarks); reason: one short sentence.
- narrative: the people, the date context, the place and the main action or event.

looseFacts: the follow-up items, at most ${MAX_FOLLOW_UPS}, most wanted first: things mentioned but not explained, as short phrases taken from the text ("the Dineens", "Korea", "his widow", "the year we lost the farm"), each with a gentle open suggestedPrompt that contains the phrase.
- Unexplained people before objects; hinted-at events before scenery.
- Nothing the same message already explains.
- No bare common nouns of the scenery ("the cows", "the barn", "the snow").`;
