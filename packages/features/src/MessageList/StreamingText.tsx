import { memo } from 'react';
import * as css from './MessageList.css.ts';

const Paragraph = memo(function Paragraph({ text }: { text: string }) {
  return <span className={css.paragraph}>{text}</span>;
});

/**
 * The reply as it streams, one block per paragraph: finished paragraphs keep their element and
 * their layout, so each frame lays out only the paragraph still growing, not the whole reply.
 */
export function StreamingText({ text }: { text: string }) {
  const paragraphs = text.split('\n\n');
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <Paragraph key={i} text={paragraph} />
      ))}
    </>
  );
}
