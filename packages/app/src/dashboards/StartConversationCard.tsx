import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';

/** 'Start a New Conversation' (storyteller and admin) or 'Share Your Perspective' (contributor). */
export function StartConversationCard({ title, description, onStart }: { title: string; description: string; onStart: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button size="lg" onPress={onStart}>
          Start New Conversation
        </Button>
      </CardContent>
    </Card>
  );
}
