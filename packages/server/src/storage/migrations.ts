import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/** The two stores: SQLite (one instance) and PostgreSQL (any number). Ids: integer key / serial. */
export type Dialect = 'sqlite' | 'postgres';

/** What each insert (+1) and delete (-1) of a table adds to which total (migration 0004's triggers). */
const counted = [
  { table: 'stories', totals: [{ into: 'archive_totals', key: 'archive_id', column: 'stories', by: 'archive_id' }] },
  {
    table: 'memories',
    totals: [
      { into: 'archive_totals', key: 'archive_id', column: 'memories', by: 'archive_id' },
      { into: 'conversation_totals', key: 'conversation_id', column: 'memories', by: 'conversation_id' },
    ],
  },
  { table: 'messages', totals: [{ into: 'conversation_totals', key: 'conversation_id', column: 'messages', by: 'conversation_id' }] },
];
type Totals = (typeof counted)[number]['totals'];

/** A trigger body's statements: `delta` added to each of `totals` for the trigger's NEW or OLD row. */
const addToTotals = (totals: Totals, row: 'NEW' | 'OLD', delta: 1 | -1) =>
  totals
    .map(
      ({ into, key, column, by }) =>
        `INSERT INTO ${into} (${key}, ${column}) SELECT ${row}.${by}, ${delta} WHERE ${row}.${by} IS NOT NULL ` +
        `ON CONFLICT (${key}) DO UPDATE SET ${column} = ${into}.${column} + ${delta};`,
    )
    .join('\n');

function migrations(dialect: Dialect): Record<string, Migration> {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    '0001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('uid', 'varchar(128)', (c) => c.primaryKey())
          .addColumn('email', 'varchar(320)')
          .addColumn('user_name', 'varchar(200)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('archives')
          .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
          .addColumn('subject_name', 'varchar(200)')
          .addColumn('subject_age', 'integer')
          .addColumn('subject_relation', 'varchar(100)')
          .addColumn('initial_topics', 'text', (c) => c.notNull())
          .addColumn('created_by', 'varchar(128)', (c) => c.notNull().references('users.uid'))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('members')
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          // v1: a user belongs to at most one archive.
          .addColumn('uid', 'varchar(128)', (c) => c.notNull().unique().references('users.uid'))
          .addColumn('role', 'varchar(16)', (c) => c.notNull())
          .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('members_archive').on('members').column('archive_id').execute();
        await db.schema
          .createTable('invitations')
          .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
          .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('role', 'varchar(16)', (c) => c.notNull())
          .addColumn('name', 'varchar(200)', (c) => c.notNull())
          .addColumn('age', 'integer')
          .addColumn('email', 'varchar(320)')
          .addColumn('status', 'varchar(16)', (c) => c.notNull())
          .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
          .addColumn('accepted_by', 'varchar(128)')
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('invitations_archive').on('invitations').column('archive_id').execute();
        await db.schema
          .createTable('conversations')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('owner_uid', 'varchar(128)', (c) => c.notNull().references('users.uid'))
          .addColumn('title', 'varchar(300)')
          .addColumn('description', 'text')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('conversations_owner').on('conversations').columns(['owner_uid', 'updated_at']).execute();
        await db.schema
          .createTable('messages')
          .addColumn('id', serial, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('conversation_id', 'varchar(64)', (c) => c.notNull().references('conversations.id'))
          .addColumn('client_message_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('role', 'varchar(16)', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('complete', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addUniqueConstraint('messages_once', ['conversation_id', 'client_message_id'])
          .execute();
        await db.schema
          .createTable('memories')
          .addColumn('id', serial, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('conversation_id', 'varchar(64)', (c) => c.references('conversations.id'))
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('source_message_id', 'integer')
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('memories_archive').on('memories').columns(['archive_id', 'id']).execute();
        await db.schema
          .createTable('stories')
          .addColumn('id', serial, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('conversation_id', 'varchar(64)', (c) => c.references('conversations.id'))
          .addColumn('title', 'varchar(300)', (c) => c.notNull())
          .addColumn('theme', 'varchar(200)', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('significance_level', 'varchar(32)', (c) => c.notNull())
          .addColumn('significance_reason', 'text', (c) => c.notNull())
          .addColumn('narrative', 'text', (c) => c.notNull())
          .addColumn('people', 'text', (c) => c.notNull())
          .addColumn('extraction_source', 'varchar(32)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('stories_archive').on('stories').columns(['archive_id', 'created_at']).execute();
        await db.schema
          .createTable('loose_facts')
          .addColumn('id', serial, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('conversation_id', 'varchar(64)', (c) => c.references('conversations.id'))
          .addColumn('type', 'varchar(32)', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('suggested_prompt', 'text', (c) => c.notNull())
          .addColumn('followed_up_at', 'varchar(32)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('loose_facts_archive').on('loose_facts').columns(['archive_id', 'id']).execute();
      },
    },
    // What one conversation produced: the conversations list counts each one's memories, the chat
    // and memories pages filter by conversation, and an /events reconnect replays from a cursor.
    // Without these every such query read the archive's whole table.
    '0002_conversation_indexes': {
      async up(db) {
        for (const table of ['memories', 'stories', 'loose_facts']) {
          await db.schema.createIndex(`${table}_conversation`).on(table).columns(['conversation_id', 'id']).execute();
        }
      },
    },
    // Limits every instance shares (ARCHITECTURE "Scale"): a request counter per key and window, and
    // the chat streams open now, each a lease that an instance renews while it streams (so the
    // streams of an instance that died stop counting when their lease runs out).
    '0003_shared_limits': {
      async up(db) {
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('open_streams')
          .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
          .addColumn('uid', 'varchar(128)', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('open_streams_uid').on('open_streams').columns(['uid', 'expires_at']).execute();
      },
    },
    // The dashboards' calls cost the same on an archive of 10,000 as of 100 (bench:scale):
    // - the totals (story stats; each conversation's message and memory counts) are kept in two
    //   small tables that triggers update on every insert and delete, instead of counting the
    //   archive's rows on every dashboard visit. Triggers, so that every writer (the repositories,
    //   the seed script, a migration) keeps them right; they are created before the backfill in one
    //   migration, so on PostgreSQL (transactional DDL) no insert falls between the two;
    // - the open follow-up items are found through a partial index of only those, not by reading
    //   every item the family ever answered;
    // - stories sorted by title (a query the contract allows) read the first page from an index.
    '0004_dashboard_totals': {
      async up(db) {
        await db.schema
          .createTable('archive_totals')
          .addColumn('archive_id', 'varchar(36)', (c) => c.primaryKey().references('archives.id'))
          .addColumn('stories', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('memories', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('conversation_totals')
          .addColumn('conversation_id', 'varchar(64)', (c) => c.primaryKey().references('conversations.id'))
          .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('memories', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        for (const { table, totals } of counted) {
          const add = (row: 'NEW' | 'OLD', delta: 1 | -1) => addToTotals(totals, row, delta);
          if (dialect === 'sqlite') {
            await sql.raw(`CREATE TRIGGER ${table}_totals_insert AFTER INSERT ON ${table} BEGIN\n${add('NEW', 1)}\nEND`).execute(db);
            await sql.raw(`CREATE TRIGGER ${table}_totals_delete AFTER DELETE ON ${table} BEGIN\n${add('OLD', -1)}\nEND`).execute(db);
          } else {
            await sql
              .raw(
                `CREATE FUNCTION ${table}_totals() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n` +
                  `IF TG_OP = 'INSERT' THEN\n${add('NEW', 1)}\nELSE\n${add('OLD', -1)}\nEND IF;\nRETURN NULL;\nEND\n$$`,
              )
              .execute(db);
            await sql.raw(`CREATE TRIGGER ${table}_totals AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_totals()`).execute(db);
          }
        }
        await sql`
          INSERT INTO archive_totals (archive_id, stories, memories)
          SELECT a.id,
            (SELECT count(*) FROM stories s WHERE s.archive_id = a.id),
            (SELECT count(*) FROM memories m WHERE m.archive_id = a.id)
          FROM archives a`.execute(db);
        await sql`
          INSERT INTO conversation_totals (conversation_id, messages, memories)
          SELECT c.id,
            (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id),
            (SELECT count(*) FROM memories m WHERE m.conversation_id = c.id)
          FROM conversations c`.execute(db);
        await db.schema
          .createIndex('loose_facts_open')
          .on('loose_facts')
          .columns(['archive_id', 'created_at', 'id'])
          .where(sql.ref('followed_up_at'), 'is', null)
          .execute();
        await db.schema.createIndex('stories_archive_title').on('stories').columns(['archive_id', 'title', 'id']).execute();
      },
    },
    // Nothing a storyteller said is lost (issue #14):
    // - durable jobs (extraction of every user message): a row per job, claimed with a lease;
    // - a reply is a row from its start: `reply_to` links it to the storyteller's message, and
    //   `streaming_until` is the lease of the request streaming it, renewed at each checkpoint.
    '0005_durable_turns': {
      async up(db) {
        await db.schema
          .createTable('jobs')
          .addColumn('id', serial, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('kind', 'varchar(32)', (c) => c.notNull())
          .addColumn('key', 'varchar(200)', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('state', 'varchar(16)', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('max_attempts', 'integer', (c) => c.notNull())
          .addColumn('run_after', 'bigint', (c) => c.notNull())
          .addColumn('locked_until', 'bigint')
          .addColumn('claim', 'varchar(36)')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addUniqueConstraint('jobs_once', ['kind', 'key'])
          .execute();
        await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_after', 'id']).execute();
        await db.schema.alterTable('messages').addColumn('reply_to', 'integer').execute();
        await db.schema.alterTable('messages').addColumn('streaming_until', 'bigint').execute();
        await db.schema.createIndex('messages_reply_to').on('messages').columns(['reply_to', 'id']).execute();
      },
    },
    // Limits on everything that costs (issue #15):
    // - open_streams leases GET /events streams too (`kind`), oldest first (`opened_at`), so a user's
    //   streams are counted across instances and the oldest is closed when one too many opens;
    // - conversations by archive, for the cap on conversations per archive.
    '0006_stream_kinds': {
      async up(db) {
        await db.schema.alterTable('open_streams').addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('chat')).execute();
        await db.schema.alterTable('open_streams').addColumn('opened_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.createIndex('open_streams_kind').on('open_streams').columns(['uid', 'kind', 'opened_at']).execute();
        await db.schema.createIndex('conversations_archive').on('conversations').columns(['archive_id']).execute();
      },
    },
    // Rate-limit counters are worth nothing after a crash (a window is a minute long), so on
    // PostgreSQL they skip the write-ahead log: counting a request then costs no WAL flush. SQLite
    // counts in memory (one instance per file) and keeps the table unused.
    '0007_unlogged_counters': {
      async up(db) {
        if (dialect === 'postgres') await sql`ALTER TABLE rate_limits SET UNLOGGED`.execute(db);
      },
    },
    // Open-stream leases live as long as their streams, which a crash ends anyway: PostgreSQL
    // empties an unlogged table on crash recovery, which is what a lease should do, and a chat
    // turn no longer waits for two commits to reach the disk only to take and give back a lease.
    '0008_unlogged_stream_leases': {
      async up(db) {
        if (dialect === 'postgres') await sql`ALTER TABLE open_streams SET UNLOGGED`.execute(db);
      },
    },
    // The two counts a request may take on PostgreSQL, each one statement whose plan the server
    // keeps (PL/pgSQL caches its statements' plans per connection): a rate-limit hit, and a chat
    // stream's lease (the per-user lock, the count and the insert, that were five round trips).
    '0009_counter_functions': {
      async up(db) {
        if (dialect !== 'postgres') return;
        await sql`
          CREATE FUNCTION kinstory_rate_hit(p_key text, p_at bigint, p_window bigint, OUT hits integer, OUT window_start bigint)
          LANGUAGE plpgsql AS $$
          BEGIN
            INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (p_key, p_at, 1)
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN r.window_start <= p_at - p_window THEN 1 ELSE r.hits + 1 END,
              window_start = CASE WHEN r.window_start <= p_at - p_window THEN p_at ELSE r.window_start END
            RETURNING r.hits, r.window_start INTO hits, window_start;
          END $$`.execute(db);
        // The lock is taken before the count reads (each statement of a function sees what committed
        // before it ran), and held until the insert commits: two opens of one user run one at a time.
        await sql`
          CREATE FUNCTION kinstory_open_stream(p_id text, p_uid text, p_kind text, p_max bigint, p_at bigint, p_expires bigint)
          RETURNS boolean LANGUAGE plpgsql AS $$
          BEGIN
            PERFORM pg_advisory_xact_lock(hashtext(p_kind || ':' || p_uid));
            IF (SELECT count(*) FROM open_streams WHERE uid = p_uid AND kind = p_kind AND expires_at > p_at) >= p_max THEN
              RETURN false;
            END IF;
            INSERT INTO open_streams (id, uid, kind, opened_at, expires_at) VALUES (p_id, p_uid, p_kind, p_at, p_expires);
            RETURN true;
          END $$`.execute(db);
      },
    },
    // A chat turn's limits in one round trip: the leases this instance gave back since its last call
    // are deleted, the turn is counted against the per-minute limit (a NULL key: not counted), and
    // unless that refuses it, a stream lease is taken (a NULL max: none). The hot path pays one
    // statement for all its limits, where it paid three.
    '0010_chat_opening': {
      async up(db) {
        if (dialect !== 'postgres') return;
        await sql`
          CREATE FUNCTION kinstory_open_chat(p_release text[], p_id text, p_uid text, p_at bigint, p_expires bigint,
            p_rate_key text, p_window bigint, p_rate_max bigint, p_max_streams bigint,
            OUT hits integer, OUT window_start bigint, OUT opened boolean)
          LANGUAGE plpgsql AS $$
          BEGIN
            IF cardinality(p_release) > 0 THEN
              DELETE FROM open_streams WHERE id = ANY (p_release);
            END IF;
            IF p_rate_key IS NOT NULL THEN
              SELECT r.hits, r.window_start INTO hits, window_start FROM kinstory_rate_hit(p_rate_key, p_at, p_window) AS r;
              IF hits > p_rate_max THEN
                opened := false;
                RETURN;
              END IF;
            END IF;
            opened := p_max_streams IS NULL OR kinstory_open_stream(p_id, p_uid, 'chat', p_max_streams, p_at, p_expires);
          END $$`.execute(db);
      },
    },
    // Confirm and correct (issue #17): an extracted story or memory is a draft until a member confirms
    // it, or discards it; every change is a revision (who, when, the fields before and after), so
    // it can be shown and undone. A discarded item leaves the totals, and comes back to them when
    // the discard is undone: the totals' triggers now count only items that are not discarded.
    '0011_confirm_and_correct': {
      async up(db) {
        for (const table of ['stories', 'memories']) {
          await db.schema.alterTable(table).addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft')).execute();
        }
        await db.schema
          .createTable('revisions')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull())
          .addColumn('item_kind', 'varchar(16)', (c) => c.notNull())
          .addColumn('item_id', 'integer', (c) => c.notNull())
          .addColumn('uid', 'varchar(128)', (c) => c.notNull())
          .addColumn('before', 'text', (c) => c.notNull())
          .addColumn('after', 'text', (c) => c.notNull())
          .addColumn('undoes', 'integer')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('revisions_item').on('revisions').columns(['item_kind', 'item_id', 'id']).execute();
        for (const { table, totals } of counted.filter((c) => c.table !== 'messages')) {
          const add = (row: 'NEW' | 'OLD', delta: 1 | -1) => addToTotals(totals, row, delta);
          const kept = (row: 'NEW' | 'OLD') => `${row}.status <> 'discarded'`;
          if (dialect === 'sqlite') {
            await sql.raw(`DROP TRIGGER ${table}_totals_insert`).execute(db);
            await sql.raw(`DROP TRIGGER ${table}_totals_delete`).execute(db);
            await sql.raw(`CREATE TRIGGER ${table}_totals_insert AFTER INSERT ON ${table} WHEN ${kept('NEW')} BEGIN\n${add('NEW', 1)}\nEND`).execute(db);
            await sql.raw(`CREATE TRIGGER ${table}_totals_delete AFTER DELETE ON ${table} WHEN ${kept('OLD')} BEGIN\n${add('OLD', -1)}\nEND`).execute(db);
            await sql
              .raw(`CREATE TRIGGER ${table}_totals_discard AFTER UPDATE OF status ON ${table} WHEN ${kept('OLD')} AND NOT ${kept('NEW')} BEGIN\n${add('NEW', -1)}\nEND`)
              .execute(db);
            await sql
              .raw(`CREATE TRIGGER ${table}_totals_restore AFTER UPDATE OF status ON ${table} WHEN NOT ${kept('OLD')} AND ${kept('NEW')} BEGIN\n${add('NEW', 1)}\nEND`)
              .execute(db);
          } else {
            await sql
              .raw(
                `CREATE OR REPLACE FUNCTION ${table}_totals() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n` +
                  `IF TG_OP = 'INSERT' THEN\nIF ${kept('NEW')} THEN\n${add('NEW', 1)}\nEND IF;\n` +
                  `ELSIF TG_OP = 'DELETE' THEN\nIF ${kept('OLD')} THEN\n${add('OLD', -1)}\nEND IF;\n` +
                  `ELSIF ${kept('OLD')} AND NOT ${kept('NEW')} THEN\n${add('NEW', -1)}\n` +
                  `ELSIF NOT ${kept('OLD')} AND ${kept('NEW')} THEN\n${add('NEW', 1)}\nEND IF;\nRETURN NULL;\nEND\n$$`,
              )
              .execute(db);
            await sql.raw(`CREATE TRIGGER ${table}_totals_status AFTER UPDATE OF status ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_totals()`).execute(db);
          }
        }
      },
    },
    // Private stories (issue #17): the storyteller or an admin keeps a story from the other members.
    '0012_private_stories': {
      async up(db) {
        await db.schema.alterTable('stories').addColumn('private', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
    // Voice kept, perspectives and encouragement (issue #17). Recordings live in the database (a
    // blob), so backups and every instance have them; a recording is uploaded, then attached to a
    // message or a perspective.
    '0013_voice_and_family': {
      async up(db) {
        const blob = dialect === 'postgres' ? 'bytea' : 'blob';
        await db.schema
          .createTable('recordings')
          .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull())
          .addColumn('uid', 'varchar(128)', (c) => c.notNull())
          .addColumn('message_id', 'integer')
          .addColumn('perspective_id', 'integer')
          .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('audio', sql.raw(blob), (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('recordings_message').unique().on('recordings').column('message_id').execute();
        await db.schema.createIndex('recordings_perspective').unique().on('recordings').column('perspective_id').execute();
        await db.schema.createIndex('recordings_archive').on('recordings').column('archive_id').execute();
        await db.schema.alterTable('messages').addColumn('awaiting_transcript', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('archives').addColumn('keep_recordings', 'integer', (c) => c.notNull().defaultTo(1)).execute();
        await db.schema.alterTable('stories').addColumn('source_message_id', 'integer').execute();
        // A story and the memory of the same message were stored together, with one created_at.
        await sql
          .raw(
            'UPDATE stories SET source_message_id = (SELECT MIN(m.source_message_id) FROM memories m ' +
              'WHERE m.conversation_id = stories.conversation_id AND m.created_at = stories.created_at)',
          )
          .execute(db);
        await db.schema
          .createTable('perspectives')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull())
          .addColumn('story_id', 'integer', (c) => c.notNull())
          .addColumn('uid', 'varchar(128)', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('perspectives_story').on('perspectives').columns(['story_id', 'id']).execute();
        await db.schema
          .createTable('encouragements')
          .addColumn('id', serial, (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull())
          .addColumn('uid', 'varchar(128)', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('seen_at', 'varchar(32)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('encouragements_archive').on('encouragements').columns(['archive_id', 'id']).execute();
      },
    },
    // The weekly question (issue #20): the family's schedule and its own queue of questions, one row
    // per question that went out (UNIQUE per archive and week: a second send of a week cannot be
    // stored), the addresses that asked for no more, and secrets every instance shares (the
    // unsubscribe links' signing key, made once by whichever instance needs it first).
    '0014_weekly_question': {
      async up(db) {
        await db.schema
          .createTable('prompt_schedules')
          .addColumn('archive_id', 'varchar(36)', (c) => c.primaryKey().references('archives.id'))
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addColumn('day', 'varchar(16)', (c) => c.notNull())
          .addColumn('time', 'varchar(5)', (c) => c.notNull())
          .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
          .addColumn('email', 'varchar(320)', (c) => c.notNull())
          .addColumn('unsubscribed_at', 'varchar(32)')
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('prompt_questions')
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('prompt_questions_pk', ['archive_id', 'position'])
          .execute();
        await db.schema
          .createTable('prompt_sends')
          .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('week', 'varchar(8)', (c) => c.notNull())
          .addColumn('question', 'text', (c) => c.notNull())
          .addColumn('source', 'varchar(16)', (c) => c.notNull())
          .addColumn('email', 'varchar(320)', (c) => c.notNull())
          .addColumn('sent_at', 'bigint', (c) => c.notNull())
          .addUniqueConstraint('prompt_sends_archive_week', ['archive_id', 'week'])
          .execute();
        await db.schema
          .createTable('prompt_unsubscribes')
          .addColumn('archive_id', 'varchar(36)', (c) => c.notNull().references('archives.id'))
          .addColumn('email', 'varchar(320)', (c) => c.notNull())
          .addColumn('unsubscribed_at', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('prompt_unsubscribes_pk', ['archive_id', 'email'])
          .execute();
        await db.schema
          .createTable('server_secrets')
          .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'varchar(128)', (c) => c.notNull())
          .execute();
      },
    },
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect = 'sqlite'): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema to `name` exactly (tests: a database as an older version left it). */
export async function migrateTo(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
