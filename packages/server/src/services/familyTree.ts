import type { Story } from '@kinstory/contract';
import type { KeepsakeRepository } from '../storage/repositories/keepsakes.ts';
import type { StoryReader } from '../storage/repositories/storyVisibility.ts';
import { buildGedcom } from './gedcom.ts';

/** Shown for a member who never gave a name. */
const unnamed = 'A family member';

/**
 * The archive's family tree as the reader may see it (GEDCOM 7.0, services/gedcom.ts). The
 * storyteller is the root; a conversation told by another member has that member as its narrator,
 * unless the archive has no storyteller yet, when its admins speak for the subject.
 */
export async function familyTree(keepsakes: KeepsakeRepository, archiveId: string, reader: StoryReader, exportedAt = new Date()): Promise<string> {
  const { archive, members, conversations, memories, stories } = await keepsakes.archiveFor(archiveId, reader);
  const storyteller = members.find((m) => m.role === 'storyteller');
  const rootName = archive?.subject_name?.trim() || storyteller?.user_name?.trim() || 'The storyteller';
  const byUid = new Map(members.map((m) => [m.uid, m]));
  const narratorOf = (ownerUid: string): string | null => {
    const member = byUid.get(ownerUid);
    if (member?.role === 'storyteller' || (!storyteller && member?.role === 'admin')) return null;
    return member?.user_name?.trim() || unnamed;
  };
  return buildGedcom({
    storyteller: rootName,
    exportedAt,
    conversations: conversations.map((c) => ({ id: c.id, createdAt: c.created_at, narrator: narratorOf(c.owner_uid) })),
    memories: memories.map((m) => ({ conversationId: m.conversation_id, payload: m.payload })),
    stories: stories.map((s) => ({
      conversationId: s.conversation_id,
      title: s.title,
      summary: s.summary,
      narrative: JSON.parse(s.narrative) as Story['narrative'],
    })),
  });
}
