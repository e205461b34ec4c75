import { useMemo } from 'react';
import type { ConversationSummary, DeletedCounts, FollowUpItem, StoredMemory, Story } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { useConversations, useDeletes, useProfile } from '../api/index.ts';
import { mayWrite } from './rights.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '6 messages, 3 memories, 1 story and 2 follow-up items went with it.' */
export function deletedSummary(deleted: DeletedCounts): string {
  const parts = [
    plural(deleted.messages, 'message', 'messages'),
    plural(deleted.memories, 'memory', 'memories'),
    plural(deleted.stories, 'story', 'stories'),
    plural(deleted.followUpItems, 'follow-up item', 'follow-up items'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} went with it.`;
}

/**
 * The deletes the signed-in member may make, each confirmed by a toast once the lists have
 * refreshed. `canDelete*` mirror the server's rules (ARCHITECTURE "Who may do what"): their own
 * conversations; a story, memory or follow-up item when they are admin, or the storyteller whose
 * conversation it came from. The server checks again; these only decide which buttons show.
 */
export function useDeleteActions() {
  const deletes = useDeletes();
  const { data: profile } = useProfile();
  const { data: conversations } = useConversations();
  const persona = profile?.persona;
  return useMemo(() => {
    const own = new Set((conversations ?? []).map((c) => c.conversation_uuid));
    const canDeleteExtract = (conversationId: string | null) =>
      persona === 'admin' || ((persona === 'storyteller' || persona === 'elderly') && conversationId !== null && own.has(conversationId));
    return {
      canDeleteConversation: mayWrite(persona),
      canDeleteExtract,
      conversation: async (conversation: Pick<ConversationSummary, 'conversation_uuid'>) => {
        const { deleted } = await deletes.conversation(conversation.conversation_uuid);
        toast({ title: 'Conversation deleted', description: deletedSummary(deleted) });
      },
      story: async (story: Pick<Story, 'id' | 'title'>) => {
        await deletes.story(story.id);
        toast({ title: 'Story deleted', description: `"${story.title}" is no longer in the family archive.` });
      },
      memory: async (memory: Pick<StoredMemory, 'id'>) => {
        await deletes.memory(memory.id);
        toast({ title: 'Memory deleted' });
      },
      followUpItem: async (item: Pick<FollowUpItem, 'id'>) => {
        await deletes.followUpItem(item.id);
        toast({ title: 'Follow-up item deleted' });
      },
    };
  }, [deletes, persona, conversations]);
}
