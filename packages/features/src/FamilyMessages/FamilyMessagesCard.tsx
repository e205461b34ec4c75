import { useEffect, useRef } from 'react';
import { toast } from '@kinstory/ui';
import { useEncouragements, useMarkEncouragementsSeen } from '../api/index.ts';
import { FamilyMessages } from './FamilyMessages.tsx';

export interface FamilyMessagesCardProps {
  /**
   * The storyteller's visit: the newest message not seen yet is shown as a toast, once, and every
   * message is then marked seen. Admins read the list without either.
   * @default false
   */
  announce?: boolean;
}

/** The archive's messages from the family (GET /api/encouragements), on the storyteller's and admin's dashboards. */
export function FamilyMessagesCard({ announce = false }: FamilyMessagesCardProps) {
  const { data, error, isLoading } = useEncouragements();
  const markSeen = useMarkEncouragementsSeen();
  const announced = useRef(false);
  useEffect(() => {
    if (!announce || announced.current || !data) return;
    const newest = data.find((message) => !message.seen);
    if (!newest) return;
    announced.current = true;
    toast({ title: `A message from ${newest.from ?? 'your family'}`, description: newest.text });
    // Not marked (offline, a refusal): they stay unseen on the server and are announced next visit.
    markSeen().catch(() => undefined);
  }, [announce, data, markSeen]);
  return <FamilyMessages messages={data ?? []} isLoading={isLoading} error={error?.message ?? null} />;
}
