import { forwardRef, useState } from 'react';
import { Button, VisuallyHidden } from '@kinstory/ui';
import { AssistantPanel, type AssistantPanelProps } from './AssistantPanel.tsx';
import * as css from './ViewerAssistant.css.ts';

export interface ViewerAssistantProps extends AssistantPanelProps {
  /** New insights are waiting: a pulsing dot on the button. @default false */
  hasUnread?: boolean;
  /** @default false */
  defaultOpen?: boolean;
}

/** The floating button that opens the assistant panel. */
export const ViewerAssistant = forwardRef<HTMLDivElement, ViewerAssistantProps>(function ViewerAssistant(
  { hasUnread = false, defaultOpen = false, delay },
  ref,
) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div ref={ref}>
      {open && <AssistantPanel delay={delay} />}
      <span className={css.launcher}>
        <Button size="icon" aria-label={open ? 'Close chat assistant' : 'Open chat assistant'} aria-expanded={open} onPress={() => setOpen((o) => !o)}>
          <span aria-hidden="true">{open ? '×' : '💬'}</span>
        </Button>
        {hasUnread && !open && (
          <span className={css.dot} data-testid="unread-dot">
            <VisuallyHidden>New insights</VisuallyHidden>
          </span>
        )}
      </span>
    </div>
  );
});
ViewerAssistant.displayName = 'ViewerAssistant';
