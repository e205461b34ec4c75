import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type Key, type SWRConfiguration } from 'swr';
import type { CreateInvitationRequest, LifeMapSuggestion, FollowUpItem, Profile, ProfileUpdate, PromptScheduleResponse } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import type { ApiClient, FollowUpItemsParams, StoriesParams } from './client.ts';

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

/** A query of the API client, cached under `key`; a null key asks nothing. */
export function useApiQuery<T>(key: Key, read: (api: ApiClient) => Promise<T>, config?: SWRConfiguration<T>) {
  const api = useApiClient();
  return useSWR(key, () => read(api), config);
}

/**
 * A write of the API client: once the server agrees, every cached query of `resources` is asked
 * again, then it resolves with the write's answer. The same function across renders.
 */
export function useApiWrite<A extends unknown[], T>(write: (api: ApiClient, ...args: A) => Promise<T>, ...resources: Resource[]) {
  const api = useApiClient();
  const revalidate = useRevalidate();
  // The latest write and resources (callers pass them inline), read when called.
  const latest = useRef({ write, resources });
  useEffect(() => {
    latest.current = { write, resources };
  });
  return useCallback(
    async (...args: A): Promise<T> => {
      const answer = await latest.current.write(api, ...args);
      await revalidate(...latest.current.resources);
      return answer;
    },
    [api, revalidate],
  );
}

/** The signed-in user's profile; `enabled` false (nobody signed in yet) asks nothing. */
export const useProfile = (config?: SWRConfiguration<Profile>, enabled = true) =>
  useApiQuery(enabled ? apiKeys.profile : null, (api) => api.getProfile(), config);

export const useConversations = () => useApiQuery(apiKeys.conversations, (api) => api.getConversations().then((r) => r.conversations));

/** Past messages of a conversation; pass null to skip (a brand-new conversation). */
export const useMessages = (conversationId: string | null) =>
  useApiQuery(conversationId ? apiKeys.messages(conversationId) : null, (api) => api.getMessages(conversationId as string).then((r) => r.messages));

export const useMemories = (conversationId?: string) => useApiQuery(apiKeys.memories(conversationId), (api) => api.getMemories(conversationId).then((r) => r.memories));

export const useStories = (params: StoriesParams = {}) => useApiQuery(apiKeys.stories(params), (api) => api.getStories(params).then((r) => r.stories));

export const useStoryStats = () => useApiQuery(apiKeys.storyStats, (api) => api.getStoryStats());

export const useFollowUpItems = (params: FollowUpItemsParams = {}) =>
  useApiQuery(apiKeys.followUpItems(params), (api) => api.getFollowUpItems(params).then((r) => r.facts));

export const useHealth = () => useApiQuery(apiKeys.health, (api) => api.getHealth(), { revalidateOnFocus: false });

export const useArchive = () => useApiQuery(apiKeys.archive, (api) => api.getArchive());

/** GET /api/archive/life-map: which periods and themes of the life have stories, and what to ask next. */
export const useLifeMap = () => useApiQuery(apiKeys.lifeMap, (api) => api.getLifeMap());

export const useInvitations = () => useApiQuery(apiKeys.invitations, (api) => api.getInvitations().then((r) => r.invitations));

export const useUpdateProfile = () => useApiWrite((api, update: ProfileUpdate) => api.updateProfile(update).then((r) => r.profile), 'profile', 'archive');

const randomId = () => crypto.randomUUID();

/** A new conversation (a new UUID) whose intro, its first message, is `prompt`: its id. */
async function startConversation(api: ApiClient, newId: () => string, prompt: string) {
  const conversationId = newId();
  await api.saveIntro(conversationId, { content: prompt, templateId: null, templateVariables: {} });
  return conversationId;
}

/**
 * A new conversation that opens with `prompt` as the interviewer's first message. Resolves with the
 * new conversation's id, for /chat/{id}.
 */
export const useStartPrefilledConversation = (newId: () => string = randomId) => useApiWrite((api, prompt: string) => startConversation(api, newId, prompt));

/**
 * The follow-up Answer flow of SPEC §4: a new conversation that starts with the item's suggested
 * prompt, then the item marked followed up. Resolves with the new conversation's id.
 */
export const useAnswerFollowUp = (newId: () => string = randomId) =>
  useApiWrite(
    async (api, item: Pick<FollowUpItem, 'id' | 'suggested_prompt'>) => {
      const conversationId = await startConversation(api, newId, item.suggested_prompt);
      await api.markFollowedUp(item.id);
      return conversationId;
    },
    'followUpItems',
    'conversations',
  );

/** A Life map topic's Start: a new conversation that opens with the topic's prompt. */
export const useStartTopic = (newId: () => string = randomId) =>
  useApiWrite((api, topic: Pick<LifeMapSuggestion, 'prompt'>) => startConversation(api, newId, topic.prompt), 'conversations');

export const useGenerateTitle = () => useApiWrite((api, conversationId: string) => api.generateTitle(conversationId).then((r) => r.title), 'conversations');

export function useInvitationActions() {
  const create = useApiWrite((api, invitation: CreateInvitationRequest) => api.createInvitation(invitation), 'invitations');
  const revoke = useApiWrite(async (api, invitationId: string) => void (await api.revokeInvitation(invitationId)), 'invitations');
  return { create, revoke };
}

/** The weekly question's schedule, next questions and record (admin only). */
export const usePromptSchedule = (config?: SWRConfiguration<PromptScheduleResponse>) => useApiQuery(apiKeys.promptSchedule, (api) => api.getPromptSchedule(), config);
