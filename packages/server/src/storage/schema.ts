import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ItemStatus, MemberRole } from '@kinstory/contract';

/**
 * Tables of ARCHITECTURE "Data model". Timestamps are ISO-8601 UTC text, booleans 0/1 integers and
 * JSON is text, so the same SQL runs on SQLite and PostgreSQL. memories, stories and loose_facts have
 * integer ids from a monotonic sequence: GET /events uses them for Last-Event-ID resume.
 */
export interface UsersTable {
  uid: string;
  email: string | null;
  user_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArchivesTable {
  id: string;
  subject_name: string | null;
  subject_age: number | null;
  subject_relation: string | null;
  /** JSON array of strings. */
  initial_topics: string;
  created_by: string;
  created_at: string;
  /** 1: recordings of spoken messages are kept (migration 0013; on by default). */
  keep_recordings: ColumnType<number, number | undefined, number>;
}

export interface MembersTable {
  archive_id: string;
  uid: string;
  role: MemberRole;
  joined_at: string;
}

export interface InvitationsTable {
  id: string;
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  archive_id: string;
  role: MemberRole;
  name: string;
  age: number | null;
  email: string | null;
  status: 'pending' | 'accepted' | 'revoked';
  created_by: string;
  accepted_by: string | null;
  expires_at: string;
  created_at: string;
}

export interface ConversationsTable {
  id: string;
  archive_id: string;
  owner_uid: string;
  title: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  client_message_id: string;
  role: 'user' | 'assistant';
  content: string;
  /** 0 while a reply streams, and for good when it was cut off (a disconnect, a crash). */
  complete: number;
  created_at: string;
  /** A reply: messages.id of the storyteller message it answers. */
  reply_to: number | null;
  /** A reply being streamed: the streaming request's lease (epoch ms), renewed at each checkpoint. */
  streaming_until: number | null;
  /** 1: a voice memory whose words are not typed yet (migration 0013). */
  awaiting_transcript: ColumnType<number, number | undefined, number>;
}

export interface JobsTable {
  id: Generated<number>;
  /** What to do, e.g. 'extract'; with `key`, unique: a job is enqueued once. */
  kind: string;
  key: string;
  /** JSON. */
  payload: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  /** Epoch ms: not before. */
  run_after: number;
  /** Epoch ms: the running worker's lease. */
  locked_until: number | null;
  /** The running worker's claim; finishing needs it. */
  claim: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MemoriesTable {
  id: Generated<number>;
  conversation_id: string | null;
  archive_id: string;
  /** messages.id of the storyteller message it came from. */
  source_message_id: number | null;
  /** JSON MemoryPayload. */
  payload: string;
  created_at: string;
  status: ColumnType<ItemStatus, ItemStatus | undefined, ItemStatus>;
}

export interface StoriesTable {
  id: Generated<number>;
  archive_id: string;
  conversation_id: string | null;
  title: string;
  theme: string;
  summary: string;
  content: string;
  significance_level: string;
  significance_reason: string;
  /** JSON Narrative. */
  narrative: string;
  /** JSON array of names. */
  people: string;
  extraction_source: string;
  created_at: string;
  status: ColumnType<ItemStatus, ItemStatus | undefined, ItemStatus>;
  /** 1: only admins, storytellers and the owner of its conversation see it (migration 0012). */
  private: ColumnType<number, number | undefined, number>;
  /** messages.id of the storyteller message it was extracted from (migration 0013). */
  source_message_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A kept recording (migration 0013): uploaded, then attached to one message or one perspective. */
export interface RecordingsTable {
  id: string;
  archive_id: string;
  /** Who recorded it. */
  uid: string;
  message_id: number | null;
  perspective_id: number | null;
  /** Read from the audio's first bytes, never the client's word. */
  content_type: string;
  size: number;
  audio: Buffer;
  created_at: string;
}

/** A member's perspective on a story (migration 0013); a recording may be attached. */
export interface PerspectivesTable {
  id: Generated<number>;
  archive_id: string;
  story_id: number;
  uid: string;
  text: string;
  created_at: string;
}

/** Encouragement sent to the storyteller (migration 0013). */
export interface EncouragementsTable {
  id: Generated<number>;
  archive_id: string;
  /** Who sent it. */
  uid: string;
  text: string;
  /** When the storyteller saw it; null until then. */
  seen_at: string | null;
  created_at: string;
}

/** One change to a story or memory (migration 0011). */
export interface RevisionsTable {
  id: Generated<number>;
  archive_id: string;
  item_kind: 'story' | 'memory';
  item_id: number;
  /** Who made it. */
  uid: string;
  /** JSON: the fields it changed, as they were. */
  before: string;
  /** JSON: the same fields, as it left them. */
  after: string;
  /** revisions.id of the change this one undid. */
  undoes: number | null;
  created_at: string;
}

export interface FollowUpItemsTable {
  id: Generated<number>;
  archive_id: string;
  conversation_id: string | null;
  type: string;
  value: string;
  suggested_prompt: string;
  followed_up_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds. */
  window_start: number;
  hits: number;
}

export interface OpenStreamsTable {
  id: string;
  uid: string;
  /** Epoch milliseconds; a lease renewed while the stream is open. */
  expires_at: number;
  /** 'chat' (POST /chat replies) or 'events' (GET /events subscriptions): each kind has its own cap. */
  kind: ColumnType<string, string | undefined, string>;
  /** Epoch milliseconds: the oldest /events stream is the one closed when one too many opens. */
  opened_at: ColumnType<number, number | undefined, number>;
}

/** Kept by triggers (migration 0004): the archive's story and memory counts. */
export interface ArchiveTotalsTable {
  archive_id: string;
  stories: number;
  memories: number;
}

/** Kept by triggers (migration 0004): each conversation's message and memory counts. */
export interface ConversationTotalsTable {
  conversation_id: string;
  messages: number;
  memories: number;
}

/** The family's weekly question (migration 0014): one per archive. */
export interface PromptSchedulesTable {
  archive_id: string;
  /** 0/1: paused or on. */
  enabled: number;
  /** A weekday of the contract's `weekdays`. */
  day: string;
  /** "HH:MM" in `time_zone`. */
  time: string;
  /** An IANA name: the storyteller's. */
  time_zone: string;
  email: string;
  /** When `email` asked for no more questions (the unsubscribe link); null while it has not. */
  unsubscribed_at: string | null;
  updated_at: string;
  updated_by: string;
}

/** The family's own next questions, in order (migration 0014). */
export interface PromptQuestionsTable {
  archive_id: string;
  position: number;
  text: string;
}

/** A weekly question that went out (migration 0014): once per archive and ISO week of the storyteller's zone. */
export interface PromptSendsTable {
  /** Also the id of the conversation its link opens. */
  id: string;
  archive_id: string;
  /** "2026-W48". */
  week: string;
  question: string;
  /** A promptQuestionSources value. */
  source: string;
  email: string;
  /** Epoch ms. */
  sent_at: number;
}

/** Addresses that asked for no more weekly questions from an archive (migration 0014). */
export interface PromptUnsubscribesTable {
  archive_id: string;
  /** Lower case. */
  email: string;
  unsubscribed_at: string;
}

/** Secrets every instance shares, made once (migration 0014). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  archives: ArchivesTable;
  members: MembersTable;
  invitations: InvitationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  memories: MemoriesTable;
  stories: StoriesTable;
  loose_facts: FollowUpItemsTable;
  rate_limits: RateLimitsTable;
  open_streams: OpenStreamsTable;
  archive_totals: ArchiveTotalsTable;
  conversation_totals: ConversationTotalsTable;
  jobs: JobsTable;
  revisions: RevisionsTable;
  recordings: RecordingsTable;
  perspectives: PerspectivesTable;
  encouragements: EncouragementsTable;
  prompt_schedules: PromptSchedulesTable;
  prompt_questions: PromptQuestionsTable;
  prompt_sends: PromptSendsTable;
  prompt_unsubscribes: PromptUnsubscribesTable;
  server_secrets: ServerSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ArchiveRow = Selectable<ArchivesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type StoryRow = Selectable<StoriesTable>;
export type MemoryRow = Selectable<MemoriesTable>;
export type JobRow = Selectable<JobsTable>;
export type RevisionRow = Selectable<RevisionsTable>;
export type RecordingRow = Selectable<RecordingsTable>;
export type PerspectiveRow = Selectable<PerspectivesTable>;
export type EncouragementRow = Selectable<EncouragementsTable>;
export type FollowUpItemRow = Selectable<FollowUpItemsTable>;
export type PromptScheduleRow = Selectable<PromptSchedulesTable>;
export type PromptSendRow = Selectable<PromptSendsTable>;
export type NewStory = Insertable<StoriesTable>;
export type NewFollowUpItem = Insertable<FollowUpItemsTable>;
export type NewMemory = Insertable<MemoriesTable>;
