import { forwardRef } from 'react';
import { useLifeMap, useStartTopic } from '../api/index.ts';
import { useStartChat } from '../shared/useStartChat.ts';
import { LifeMap } from './LifeMap.tsx';

export interface OpenLifeMapProps {
  /** Start made the conversation: go to /chat/{conversationId}. */
  onStarted: (conversationId: string) => void;
  /** New conversation ids; random UUIDs unless a story fixes them. */
  newId?: () => string;
}

/** The archive's Life map (GET /api/archive/life-map), whose Start opens a chat that begins with the topic's prompt. */
export const OpenLifeMap = forwardRef<HTMLDivElement, OpenLifeMapProps>(function OpenLifeMap({ onStarted, newId }, ref) {
  const { data, error, isLoading } = useLifeMap();
  const startTopic = useStartTopic(newId);
  const onStart = useStartChat(startTopic, onStarted, 'Failed to start the conversation');
  return <LifeMap ref={ref} map={data ?? null} onStart={onStart} isLoading={isLoading} error={error?.message ?? null} />;
});
OpenLifeMap.displayName = 'OpenLifeMap';
