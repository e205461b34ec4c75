import { Button } from '@kinstory/ui';
import { SectionCard } from '../app/SectionCard.tsx';

/** 'Start a New Conversation' (storyteller and admin) or 'Share Your Perspective' (contributor). */
export function StartConversationCard({ title, description, onStart }: { title: string; description: string; onStart: () => void }) {
  return (
    <SectionCard title={title} description={description}>
      <Button size="lg" onPress={onStart}>
        Start New Conversation
      </Button>
    </SectionCard>
  );
}
