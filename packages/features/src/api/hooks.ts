import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { CreateInvitationRequest, LifeMapSuggestion, FollowUpItem, ProfileUpdate } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import type { FollowUpItemsParams, StoriesParams } from './client.ts';

/** SWR keys: the resource name, then its query parameters, so each query is cached on its own. */
export const apiKeys = {
  profile: ['profile'] as const,
  conversations: ['conversations'] as const,
  messages: (conversationId: string) => ['messages', conversationId] as const,
  memories: (conversationId?: string) => ['memories', conversationId ?? null] as const,
  stories: (params: StoriesParams = {}) => ['stories', params] as const,
  storyStats: ['storyStats'] as const,
  followUpItems: (params: FollowUpItemsParams = {}) => ['followUpItems', params] as const,
  chatIntro: ['chatIntro'] as const,
  health: ['health'] as const,
  archive: ['archive'] as const,
  lifeMap: ['lifeMap'] as const,
  invitations: ['invitations'] as const,
  members: ['members'] as const,
  encouragements: ['encouragements'] as const,
  promptSchedule: ['promptSchedule'] as const,
};

export type Resource = keyof typeof apiKeys;

/** Revalidates every cached query of the given resources. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...resources: Resource[]) => mutate((key) => Array.isArray(key) && resources.includes(key[0] as Resource)),
    [mutate],
  );
}

export function useProfile(config?: SWRConfiguration) {
  const api = useApiClient();
  return useSWR(apiKeys.profile, () => api.getProfile(), config);
}

export function useConversations() {
  const api = useApiClient();
  return useSWR(apiKeys.conversations, () => api.getConversations().then((r) => r.conversations));
}

/** Past messages of a conversation; pass null to skip (a brand-new conversation). */
export function useMessages(conversationId: string | null) {
  const api = useApiClient();
  return useSWR(conversationId ? apiKeys.messages(conversationId) : null, () =>
    api.getMessages(conversationId as string).then((r) => r.messages),
  );
}

export function useMemories(conversationId?: string) {
  const api = useApiClient();
  return useSWR(apiKeys.memories(conversationId), () => api.getMemories(conversationId).then((r) => r.memories));
}

export function useStories(params: StoriesParams = {}) {
  const api = useApiClient();
  return useSWR(apiKeys.stories(params), () => api.getStories(params).then((r) => r.stories));
}

export function useStoryStats() {
  const api = useApiClient();
  return useSWR(apiKeys.storyStats, () => api.getStoryStats());
}

export function useFollowUpItems(params: FollowUpItemsParams = {}) {
  const api = useApiClient();
  return useSWR(apiKeys.followUpItems(params), () => api.getFollowUpItems(params).then((r) => r.facts));
}

export function useHealth() {
  const api = useApiClient();
  return useSWR(apiKeys.health, () => api.getHealth(), { revalidateOnFocus: false });
}

export function useArchive() {
  const api = useApiClient();
  return useSWR(apiKeys.archive, () => api.getArchive());
}

/** GET /api/archive/life-map: which periods and themes of the life have stories, and what to ask next. */
export function useLifeMap() {
  const api = useApiClient();
  return useSWR(apiKeys.lifeMap, () => api.getLifeMap());
}

export function useInvitations() {
  const api = useApiClient();
  return useSWR(apiKeys.invitations, () => api.getInvitations().then((r) => r.invitations));
}

export function useUpdateProfile() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (update: ProfileUpdate) => {
      const result = await api.updateProfile(update);
      await revalidate('profile', 'archive');
      return result.profile;
    },
    [api, revalidate],
  );
}

const randomId = () => crypto.randomUUID();

/**
 * A new conversation that opens with `prompt` as the interviewer's first message: a new UUID, its
 * intro saved with the prompt. Resolves with the new conversation's id, for /chat/{id}.
 */
export function useStartPrefilledConversation(newId: () => string = randomId) {
  const api = useApiClient();
  return useCallback(
    async (prompt: string) => {
      const conversationId = newId();
      await api.saveIntro(conversationId, { content: prompt, templateId: null, templateVariables: {} });
      return conversationId;
    },
    [api, newId],
  );
}

/**
 * The follow-up Answer flow of SPEC §4: a new conversation that starts with the item's suggested
 * prompt, then the item marked followed up. Resolves with the new conversation's id.
 */
export function useAnswerFollowUp(newId?: () => string) {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const start = useStartPrefilledConversation(newId);
  return useCallback(
    async (item: Pick<FollowUpItem, 'id' | 'suggested_prompt'>) => {
      const conversationId = await start(item.suggested_prompt);
      await api.markFollowedUp(item.id);
      await revalidate('followUpItems', 'conversations');
      return conversationId;
    },
    [api, revalidate, start],
  );
}

/** A Life map topic's Start: a new conversation that opens with the topic's prompt. */
export function useStartTopic(newId?: () => string) {
  const revalidate = useRevalidate();
  const start = useStartPrefilledConversation(newId);
  return useCallback(
    async (topic: Pick<LifeMapSuggestion, 'prompt'>) => {
      const conversationId = await start(topic.prompt);
      await revalidate('conversations');
      return conversationId;
    },
    [revalidate, start],
  );
}

export function useGenerateTitle() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (conversationId: string) => {
      const { title } = await api.generateTitle(conversationId);
      await revalidate('conversations');
      return title;
    },
    [api, revalidate],
  );
}

export function useInvitationActions() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const create = useCallback(
    async (invitation: CreateInvitationRequest) => {
      const created = await api.createInvitation(invitation);
      await revalidate('invitations');
      return created;
    },
    [api, revalidate],
  );
  const revoke = useCallback(
    async (invitationId: string) => {
      await api.revokeInvitation(invitationId);
      await revalidate('invitations');
    },
    [api, revalidate],
  );
  return { create, revoke };
}

/** The weekly question's schedule, next questions and record (admin only). */
export function usePromptSchedule(config?: SWRConfiguration) {
  const api = useApiClient();
  return useSWR(apiKeys.promptSchedule, () => api.getPromptSchedule(), config);
}
