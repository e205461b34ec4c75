import { Badge, Button } from '@kinstory/ui';
import * as css from './StoryCard.css.ts';

/** Listen, downloads and follow-up: promised, not built yet, so shown disabled (SPEC §4 Story extras). */
export function StoryExtras({ firstPerson }: { firstPerson?: string }) {
  return (
    <div className={css.extras}>
      <div className={css.header}>
        <Badge tone="accent">Coming Soon</Badge>
        <Badge>In Development</Badge>
      </div>
      <div className={css.buttons}>
        <Button size="sm" variant="outline" isDisabled>
          {'Listen (' + (firstPerson || 'Narrator') + ')'}
        </Button>
        <Button size="sm" variant="outline" isDisabled>
          Download Audio
        </Button>
        <Button size="sm" variant="outline" isDisabled>
          Download Transcript
        </Button>
        <Button size="sm" variant="outline" isDisabled>
          Follow Up
        </Button>
      </div>
    </div>
  );
}
