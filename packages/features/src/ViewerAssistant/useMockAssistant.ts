import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseReply, replyDelay } from './replies.ts';

export interface AssistantMessage {
  id: string;
  role: 'assistant' | 'user';
  content: string;
  timestamp: Date;
}

export interface UseMockAssistantOptions {
  greeting: string;
  /** @default a random 1000–2000 ms */
  delay?: () => number;
}

/** The viewer's simulated assistant: canned replies after a short pause, one question at a time. */
export function useMockAssistant({ greeting, delay = replyDelay }: UseMockAssistantOptions) {
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [{ id: 'greeting', role: 'assistant', content: greeting, timestamp: new Date() }]);
  const [isPending, setIsPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(0);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const ask = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || isPending) return false;
      const id = ++nextId.current;
      setMessages((m) => [...m, { id: `q${id}`, role: 'user', content: question, timestamp: new Date() }]);
      setIsPending(true);
      timer.current = setTimeout(() => {
        setMessages((m) => [...m, { id: `a${id}`, role: 'assistant', content: chooseReply(question), timestamp: new Date() }]);
        setIsPending(false);
      }, delay());
      return true;
    },
    [isPending, delay],
  );

  return { messages, isPending, ask };
}
