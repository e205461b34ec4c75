import { http, HttpResponse } from 'msw';
import type { Member, MemberRole } from '@kinstory/contract';
import * as f from '../fixtures/index.ts';
import { resourceStates } from './states.ts';

/** GET /api/members: `default` as an admin sees it; `withoutEmails` as everyone else does. */
export const membersHandlers = {
  ...resourceStates('get', '*/api/members', { members: f.members }),
  withoutEmails: http.get('*/api/members', () => HttpResponse.json({ members: f.membersWithoutEmails })),
  twoAdmins: http.get('*/api/members', () => HttpResponse.json({ members: f.membersTwoAdmins })),
};

const memberOf = (uid: unknown) => f.members.find((member) => member.uid === uid) ?? f.members[1]!;

export const updateMemberRoleHandlers = {
  ...resourceStates('patch', '*/api/members/:uid', { success: true }),
  default: http.patch('*/api/members/:uid', async ({ params, request }) => {
    const { role } = (await request.json()) as { role: MemberRole };
    return HttpResponse.json({ success: true, member: { ...memberOf(params.uid), role } });
  }),
  lastAdmin: http.patch('*/api/members/:uid', () => HttpResponse.json(f.lastAdminError, { status: 409 })),
};

export const removeMemberHandlers = {
  ...resourceStates('delete', '*/api/members/:uid', { success: true }),
  lastAdmin: http.delete('*/api/members/:uid', () => HttpResponse.json(f.lastAdminError, { status: 409 })),
};

export const deleteConversationHandlers = resourceStates('delete', '*/api/conversations/:id', f.deletedConversation);
export const deleteStoryHandlers = resourceStates('delete', '*/api/stories/:id', f.deletedStory);
export const deleteMemoryHandlers = resourceStates('delete', '*/api/memories/:id', f.deletedMemory);
export const deleteFollowUpItemHandlers = resourceStates('delete', '*/api/loose-facts/:id', f.deletedFollowUpItem);
export const deleteAccountHandlers = {
  ...resourceStates('delete', '*/api/user', f.deletedAccount),
  lastAdmin: http.delete('*/api/user', () => HttpResponse.json(f.lastAdminAccountError, { status: 409 })),
};
export const deleteArchiveHandlers = resourceStates('delete', '*/api/archive', { ...f.deletedAccount, members: 4 });
export const signOutEverywhereHandlers = resourceStates('post', '*/api/user/sign-out-everywhere', { success: true });

/**
 * An archive whose deletes stick: each list answers without what was deleted from it, so a story
 * can watch an item leave its list after SWR asks again. A fresh store per call.
 */
export function deletableArchive() {
  const gone = new Set<string>();
  const without = <T>(items: T[], key: (item: T) => string) => items.filter((item) => !gone.has(key(item)));
  const deletes = (path: string, kind: string, answer: object) =>
    http.delete(path, ({ params }) => {
      gone.add(`${kind}:${String(params.id ?? params.uid)}`);
      return HttpResponse.json(answer);
    });
  const roles = new Map<string, MemberRole>();
  const member = (m: Member) => ({ ...m, role: roles.get(m.uid) ?? m.role });
  return [
    http.get('*/api/conversations', () => HttpResponse.json({ conversations: without(f.conversations, (c) => `conversation:${c.id}`) })),
    http.get('*/api/stories', () => HttpResponse.json({ stories: without(f.stories, (s) => `story:${s.id}`) })),
    http.get('*/api/memories', () => HttpResponse.json({ memories: without(f.memories, (m) => `memory:${m.id}`) })),
    http.get('*/api/loose-facts', () => HttpResponse.json({ facts: without(f.followUpItems, (item) => `followUpItem:${item.id}`) })),
    http.get('*/api/members', () => HttpResponse.json({ members: without(f.members, (m) => `member:${m.uid}`).map(member) })),
    deletes('*/api/conversations/:id', 'conversation', f.deletedConversation),
    deletes('*/api/stories/:id', 'story', f.deletedStory),
    deletes('*/api/memories/:id', 'memory', f.deletedMemory),
    deletes('*/api/loose-facts/:id', 'followUpItem', f.deletedFollowUpItem),
    deletes('*/api/members/:uid', 'member', { success: true }),
    http.patch('*/api/members/:uid', async ({ params, request }) => {
      const { role } = (await request.json()) as { role: MemberRole };
      roles.set(String(params.uid), role);
      return HttpResponse.json({ success: true, member: { ...memberOf(params.uid), role } });
    }),
  ];
}

/** Every call of the family's control answered as a real server would. */
export const familyHandlers = [
  membersHandlers.default,
  updateMemberRoleHandlers.default,
  removeMemberHandlers.default,
  deleteConversationHandlers.default,
  deleteStoryHandlers.default,
  deleteMemoryHandlers.default,
  deleteFollowUpItemHandlers.default,
  deleteAccountHandlers.default,
  deleteArchiveHandlers.default,
  signOutEverywhereHandlers.default,
];
