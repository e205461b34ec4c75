/**
 * A demo family in the Auth emulator and the database: an organiser, a storyteller and a
 * contributor, conversations with messages, stories of each significance, open and followed-up
 * items. Run through `npm run seed:demo` (which starts the emulator when none runs). Idempotent:
 * a second run finds the family and only prints the sign-ins.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config.ts';
import { createRepositories } from '../src/plugins/db.ts';
import { createInvitation } from '../src/services/invitations.ts';
import { openStore } from '../src/storage/database.ts';

const PASSWORD = 'kinstory-demo';
const people = {
  organiser: { email: 'ann@kinstory.demo', name: 'Ann Carter', role: 'admin' },
  storyteller: { email: 'rose@kinstory.demo', name: 'Rose Carter', role: 'storyteller' },
  contributor: { email: 'sam@kinstory.demo', name: 'Sam Carter', role: 'contributor' },
} as const;

async function emulatorUser(host: string, email: string, displayName: string): Promise<string> {
  const call = async (method: string, body: object) => {
    const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, body: (await res.json()) as { localId?: string; error?: { message: string } } };
  };
  const signUp = await call('signUp', { email, password: PASSWORD, displayName, returnSecureToken: true });
  if (signUp.ok && signUp.body.localId) return signUp.body.localId;
  if (signUp.body.error?.message !== 'EMAIL_EXISTS') throw new Error(`Creating ${email} failed: ${JSON.stringify(signUp.body)}`);
  const signIn = await call('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true });
  if (!signIn.ok || !signIn.body.localId) throw new Error(`${email} exists with another password: ${JSON.stringify(signIn.body)}`);
  return signIn.body.localId;
}

const daysAgo = (n: number, hour = 10) => new Date(Date.now() - n * 86_400_000 + hour * 3_600_000 - 12 * 3_600_000).toISOString();

async function main() {
  const config = loadConfig();
  const host = config.authEmulatorHost;
  if (!host) throw new Error('seed:demo needs the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)');
  const uids = {
    organiser: await emulatorUser(host, people.organiser.email, people.organiser.name),
    storyteller: await emulatorUser(host, people.storyteller.email, people.storyteller.name),
    contributor: await emulatorUser(host, people.contributor.email, people.contributor.name),
  };
  const store = await openStore(config.database);
  await store.ready;
  const repos = createRepositories(store);
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  try {
    if (await repos.archives.findMembership(uids.organiser)) {
      console.log('The demo family is already in the database.');
    } else {
      await seedFamily(repos, uids);
      console.log(`Seeded the demo family into ${where}.`);
    }
  } finally {
    await store.close();
  }
  console.log('\nDemo sign-ins (password for all: kinstory-demo):');
  for (const [label, p] of Object.entries(people)) console.log(`  ${label.padEnd(12)} ${p.email.padEnd(22)} (${p.role})`);
}

async function seedFamily(repos: ReturnType<typeof createRepositories>, uids: Record<keyof typeof people, string>) {
  const archive = await repos.archives.transaction(async (tx) => {
    for (const key of Object.keys(people) as (keyof typeof people)[]) {
      await repos.archives.upsertUser(uids[key], { email: people[key].email, user_name: people[key].name }, tx);
    }
    const membership = await repos.archives.createArchive(
      uids.organiser,
      { subject_name: 'Rose', subject_age: 86, subject_relation: 'grandmother', initial_topics: ['childhood in Leeds', 'the war years', 'the bakery'] },
      tx,
    );
    await repos.archives.addMember(membership.archiveId, uids.storyteller, 'storyteller', tx);
    await repos.archives.addMember(membership.archiveId, uids.contributor, 'contributor', tx);
    return membership.archiveId;
  });
  await createInvitation(repos, archive, uids.organiser, { role: 'viewer', name: 'Uncle Tom', age: 79, email: 'tom@kinstory.demo' });

  const conversations = [
    {
      owner: uids.storyteller,
      title: 'The bakery on Briggate',
      turns: [
        ['assistant', 'Hello Rose, I would love to hear about your life. Where would you like to begin?'],
        ['user', 'My father Albert opened a bakery on Briggate in Leeds in 1948. I worked there every Saturday.'],
        ['assistant', 'Tell me more about Albert. What was he like in the bakery?'],
        ['user', 'He sang while he kneaded the dough, and my sister Margaret sold the buns at the counter.'],
      ],
    },
    {
      owner: uids.storyteller,
      title: 'Meeting George',
      turns: [
        ['assistant', 'Last time you mentioned dances. Where did you meet George?'],
        ['user', 'I met George at the Mecca ballroom in 1956. He trod on my feet all night.'],
      ],
    },
    {
      owner: uids.contributor,
      title: "Sam's memories of Gran",
      turns: [
        ['assistant', 'Hello Sam, what do you remember about your gran?'],
        ['user', 'Gran taught me to bake bread every summer holiday in Headingley.'],
      ],
    },
  ] as const;
  const ids: string[] = [];
  for (const [i, c] of conversations.entries()) {
    const id = randomUUID();
    ids.push(id);
    await repos.conversations.claim(id, c.owner, archive);
    for (const [role, content] of c.turns) {
      await repos.conversations.addMessage(id, { clientMessageId: randomUUID(), role, content });
    }
    await repos.conversations.setTitle(id, c.title);
    await repos.db.updateTable('conversations').set({ updated_at: daysAgo(conversations.length - i) }).where('id', '=', id).execute();
  }

  const memories = [
    { conversation: 0, people: ['Albert', 'Margaret'], dates: [1948], places: ['Briggate', 'Leeds'], relationships: [{ from: '', to: 'Albert', relation: 'father' }, { from: '', to: 'Margaret', relation: 'sister' }], events: ['opened a bakery'] },
    { conversation: 1, people: ['George'], dates: [1956], places: ['Mecca ballroom'], relationships: [{ from: '', to: 'George', relation: 'husband' }], events: ['met at a dance'] },
    { conversation: 2, people: ['Gran'], dates: ['every summer'], places: ['Headingley'], relationships: [], events: ['baking bread'] },
  ];
  for (const m of memories) {
    const { conversation, ...payload } = m;
    await repos.content.addMemory({ archive_id: archive, conversation_id: ids[conversation]!, source_message_id: null, payload: { narrator: 'Rose', ...payload } });
  }

  const stories = [
    ['critical', 'Opening the bakery', 'work', 'Albert opened the family bakery on Briggate in 1948.', 0, ['Albert'], 'Briggate, Leeds', '1948', 'opened a bakery'],
    ['high', 'The dance at the Mecca', 'love', 'Rose met George at the Mecca ballroom in 1956.', 1, ['George'], 'Mecca ballroom', '1956', 'met at a dance'],
    ['medium', 'Saturdays at the counter', 'childhood', 'Rose and Margaret worked the counter every Saturday.', 0, ['Margaret'], 'Briggate', '1950s', 'sold buns'],
    ['low', 'Summer bread lessons', 'family', 'Gran taught Sam to bake bread in the summer holidays.', 2, ['Sam'], 'Headingley', 'summers', 'baking bread'],
  ] as const;
  for (const [i, [level, title, theme, summary, conversation, who, place, when, action]] of stories.entries()) {
    await repos.content.addStory({
      archive_id: archive,
      conversation_id: ids[conversation]!,
      title,
      theme,
      summary,
      content: summary,
      significance_level: level,
      significance_reason: `A ${level} moment in the family's story.`,
      narrative: { people: [...who], dateContext: when, place, actionOrEvent: action },
      people: [...who],
      created_at: daysAgo(stories.length - i, 14),
    });
  }

  const followUps = [
    ['person', 'Margaret', 'What became of your sister Margaret after the bakery?', null],
    ['place', 'Briggate', 'What did Briggate look like when you were a girl?', null],
    ['event', 'the wedding', 'Tell me about your wedding day with George.', null],
    ['object', "Albert's recipe book", "Where is Albert's recipe book now?", daysAgo(1)],
  ] as const;
  for (const [type, value, prompt, followedUp] of followUps) {
    await repos.content.addFollowUpItem({ archive_id: archive, conversation_id: ids[0]!, type, value, suggested_prompt: prompt, followed_up_at: followedUp });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
