import { forwardRef, useState, type KeyboardEvent } from 'react';
import { QUICK_PROMPTS_MAX_MESSAGES } from '@kinstory/contract';
import { Badge, Button, Input } from '@kinstory/ui';
import { MessageBubble } from '../MessageList/MessageBubble.tsx';
import { useMockAssistant, type UseMockAssistantOptions } from './useMockAssistant.ts';
import * as css from './ViewerAssistant.css.ts';

export const ASSISTANT_GREETING =
  "Hello! I'm your Family Archive Assistant. I can find stories, schedule calls, invite family and answer questions about the archive.";
export const quickPrompts = ['Show stats', 'View themes', 'Invite family'] as const;

export type AssistantPanelProps = Partial<Pick<UseMockAssistantOptions, 'delay'>>;

/** The viewer's 'Family Archive Assistant': simulated answers, in mock data mode. */
export const AssistantPanel = forwardRef<HTMLElement, AssistantPanelProps>(function AssistantPanel({ delay }, ref) {
  const { messages, isPending, ask } = useMockAssistant({ greeting: ASSISTANT_GREETING, delay });
  const [text, setText] = useState('');
  const send = (question: string) => {
    if (ask(question)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    send(text);
  };

  return (
    <section ref={ref} className={css.panel} aria-labelledby="assistant-title">
      <div className={css.header}>
        <h2 id="assistant-title" className={css.title}>
          Family Archive Assistant
        </h2>
        <Badge tone="accent">Mock Data Mode</Badge>
      </div>
      {/* Focusable so keyboard users can scroll back through the answers. */}
      <div className={css.messages} role="log" aria-live="polite" aria-label="Assistant conversation" tabIndex={0}>
        {messages.map((m) => (
          <MessageBubble key={m.id} role={m.role} timestamp={m.timestamp}>
            {m.content}
          </MessageBubble>
        ))}
        {isPending && <p className={css.thinking}>Assistant is thinking...</p>}
      </div>
      {messages.length <= QUICK_PROMPTS_MAX_MESSAGES && (
        <div className={css.prompts}>
          {quickPrompts.map((prompt) => (
            <Button key={prompt} size="sm" variant="secondary" onPress={() => send(prompt)} isDisabled={isPending}>
              {prompt}
            </Button>
          ))}
        </div>
      )}
      <div className={css.form}>
        <Input
          aria-label="Message to the assistant"
          placeholder="Ask me anything..."
          className={css.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={isPending}
        />
        <Button onPress={() => send(text)} isDisabled={isPending || !text.trim()}>
          Send
        </Button>
      </div>
      <p className={css.footer}>Using simulated AI responses for demonstration</p>
    </section>
  );
});
AssistantPanel.displayName = 'AssistantPanel';
