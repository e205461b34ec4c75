import { useMemo } from 'react';
import type { Story } from '@kinstory/contract';
import { mayWrite } from './rights.ts';
import { useApiClient, useConversations, useProfile, useRevalidate, useStartPrefilledConversation } from '../api/index.ts';

/** What a story card's extras may do for this reader; an action left out shows disabled. */
export interface StoryExtraActions {
  /** Downloads the story's conversation as a text file (only whoever told it has the conversation). */
  onDownloadTranscript?: () => Promise<void>;
  /** Downloads the story's recordings as one file (only a story told aloud has them). */
  onDownloadAudio?: () => Promise<void>;
  /** Starts a new chat that opens with a question about the story. */
  onFollowUp?: () => Promise<void>;
}

/** The Follow Up chat's first question: plain, one question, about that story. */
export const followUpQuestion = (story: Pick<Story, 'title'>) => `You told me about “${story.title}”. What else do you remember about it?`;

/** Saves `text` as a file named `fileName`, as a download. */
export function saveTextFile(fileName: string, text: string): void {
  saveFile(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Saves `blob` as a file named `fileName`, as a download. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Download Transcript, Download Audio and Follow Up for the reader's story cards (issue #17). The
 * transcript is the reader's own conversations' only (the server answers 404 for anyone else's), in
 * the reader's time zone; the audio is for whoever sees a story told aloud; Follow Up is for members
 * who write, and `onStarted` gets the new chat's id.
 */
export function useStoryExtras(onStarted: (conversationId: string) => void) {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const start = useStartPrefilledConversation();
  const { data: conversations } = useConversations();
  const persona = useProfile().data?.persona;
  return useMemo(() => {
    const own = new Set((conversations ?? []).map((c) => c.conversation_uuid));
    return (story: Pick<Story, 'title' | 'conversation_id'> & Partial<Pick<Story, 'id' | 'recordings'>>): StoryExtraActions => {
      const conversationId = story.conversation_id;
      const storyId = story.id;
      return {
        onDownloadAudio:
          storyId && story.recordings?.length
            ? async () => {
                const { fileName, blob } = await api.downloadStoryAudio(storyId);
                saveFile(fileName, blob);
              }
            : undefined,
        onDownloadTranscript:
          conversationId && own.has(conversationId)
            ? async () => {
                const { fileName, text } = await api.getTranscript(conversationId, Intl.DateTimeFormat().resolvedOptions().timeZone);
                saveTextFile(fileName, text);
              }
            : undefined,
        onFollowUp: mayWrite(persona)
          ? async () => {
              const id = await start(followUpQuestion(story));
              await revalidate('conversations');
              onStarted(id);
            }
          : undefined,
      };
    };
  }, [api, conversations, onStarted, persona, revalidate, start]);
}
