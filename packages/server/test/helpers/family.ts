import type { MemberRole } from '@kinstory/contract';
import type { TestServer } from './app.ts';
import { createUser, type TestUser } from './users.ts';

export interface TestFamily {
  admin: TestUser;
  archiveId: string;
  members: Record<Exclude<MemberRole, 'admin'>, TestUser>;
}

/** An admin who completed onboarding, plus one member of each other role joined by invitation. */
export async function createFamily(server: TestServer, subjectName = 'Rose'): Promise<TestFamily> {
  const admin = await createUser('admin');
  const saved = await server.request('PUT', '/api/user/profile', {
    token: admin.token,
    body: { persona: 'admin', userName: 'Ann', subjectName, subjectAge: 88, subjectRelation: 'grandmother', initialTopics: ['childhood'] },
  });
  if (saved.status !== 200) throw new Error(`profile save failed: ${saved.text}`);
  const members = {} as TestFamily['members'];
  for (const role of ['storyteller', 'contributor', 'viewer'] as const) {
    members[role] = await joinByInvitation(server, admin, role);
  }
  const membership = await server.app.repos.archives.findMembership(admin.uid);
  return { admin, archiveId: membership!.archiveId, members };
}

/** A family and another one (its storyteller Otto), for tests that try every role and a stranger. */
export async function familyAndAnother(server: TestServer): Promise<{ family: TestFamily; other: TestFamily }> {
  return { family: await createFamily(server), other: await createFamily(server, 'Otto') };
}

export async function invite(server: TestServer, admin: TestUser, role: MemberRole, name = `A ${role}`) {
  const res = await server.request('POST', '/api/invitations', { token: admin.token, body: { role, name, age: 70, email: 'x@example.test' } });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  return res.body as { token: string; invitation: { id: string } };
}

export async function joinByInvitation(server: TestServer, admin: TestUser, role: MemberRole): Promise<TestUser> {
  const { token } = await invite(server, admin, role);
  const user = await createUser(role);
  const res = await server.request('PUT', '/api/onboarding/activate-storyteller', {
    token: user.token,
    body: { storytellerId: token, firebaseUid: user.uid, name: `The ${role}`, age: 80 },
  });
  if (res.status !== 200) throw new Error(`activation failed: ${res.status} ${res.text}`);
  return user;
}

/** Stores extraction output for an archive directly (POST /chat, which makes it, is a later issue). */
export async function addContent(server: TestServer, archiveId: string, conversationId: string | null, label: string) {
  const { content } = server.app.repos;
  await content.addMemory({
    archive_id: archiveId,
    conversation_id: conversationId,
    source_message_id: null,
    payload: { narrator: label, people: [`${label} person`], dates: ['1950'], places: ['Leeds'], relationships: [], events: [] },
  });
  const story = await content.addStory({
    archive_id: archiveId,
    conversation_id: conversationId,
    title: `${label} story`,
    theme: 'family',
    summary: 's',
    content: 'c',
    significance_level: 'high',
    significance_reason: 'r',
    narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' },
    people: [],
  });
  const followUpItem = await content.addFollowUpItem({
    archive_id: archiveId,
    conversation_id: conversationId,
    type: 'person',
    value: `${label} fact`,
    suggested_prompt: 'Tell me more',
    followed_up_at: null,
  });
  return { story, followUpItem };
}
