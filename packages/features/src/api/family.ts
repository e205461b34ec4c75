import { useCallback, useMemo } from 'react';
import type { MemberRole } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import { apiKeys, useApiQuery, useApiWrite, useRevalidate, type Resource } from './hooks.ts';

/** GET /api/members: names and roles for everyone; e-mails for admins only. */
export const useMembers = () => useApiQuery(apiKeys.members, (api) => api.getMembers().then((r) => r.members));

/** An admin's changes to the members: each refreshes the member lists once the server agrees. */
export function useMemberActions() {
  const changeRole = useApiWrite((api, uid: string, role: MemberRole) => api.updateMemberRole(uid, role).then((r) => r.member), 'members', 'archive');
  const remove = useApiWrite(async (api, uid: string) => void (await api.removeMember(uid)), 'members', 'archive');
  return { changeRole, remove };
}

// What each delete can take with it, so every list that could show it asks again.
const afterConversation: Resource[] = ['conversations', 'messages', 'memories', 'stories', 'storyStats', 'followUpItems', 'lifeMap'];
const afterStory: Resource[] = ['stories', 'storyStats', 'lifeMap'];
const afterMemory: Resource[] = ['memories', 'storyStats', 'conversations'];
const afterFollowUpItem: Resource[] = ['followUpItems'];

/** The deletes of the family's control; each resolves with what went, after the lists refresh. */
export function useDeletes() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const then = useCallback(
    <T>(resources: Resource[]) =>
      async (answer: T) => {
        await revalidate(...resources);
        return answer;
      },
    [revalidate],
  );
  return useMemo(
    () => ({
      conversation: (id: string) => api.deleteConversation(id).then(then(afterConversation)),
      story: (id: string) => api.deleteStory(id).then(then(afterStory)),
      memory: (id: string) => api.deleteMemory(id).then(then(afterMemory)),
      followUpItem: (id: string) => api.deleteFollowUpItem(id).then(then(afterFollowUpItem)),
    }),
    [api, then],
  );
}
