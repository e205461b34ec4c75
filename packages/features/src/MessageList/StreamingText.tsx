import { memo, useMemo } from 'react';
import { chunkParagraph } from './textBlocks.ts';
import * as css from './MessageList.css.ts';

const Chunk = memo(function Chunk({ text }: { text: string }) {
  return <span className={css.chunk}>{text}</span>;
});

const Paragraph = memo(function Paragraph({ text }: { text: string }) {
  const chunks = useMemo(() => chunkParagraph(text), [text]);
  return (
    <span className={css.paragraph}>
      {chunks.map((chunk, i) => (
        <Chunk key={i} text={chunk} />
      ))}
    </span>
  );
});

/**
 * The reply as it streams, one block per paragraph (and per ~20 lines of a very long one): finished
 * blocks keep their element and their layout, so a frame lays out only the block still growing,
 * not the whole reply.
 */
export function StreamingText({ text }: { text: string }) {
  // Only the text after the last blank line changes. The paragraphs before it are one memoised
  // element: split and rendered again only when a paragraph is finished, so a frame's work does
  // not grow with the reply.
  const lastBreak = text.lastIndexOf('\n\n');
  return (
    <>
      <Finished text={lastBreak === -1 ? null : text.slice(0, lastBreak)} />
      <Paragraph text={lastBreak === -1 ? text : text.slice(lastBreak + 2)} />
    </>
  );
}

const Finished = memo(function Finished({ text }: { text: string | null }) {
  return text === null ? null : text.split('\n\n').map((paragraph, i) => <Paragraph key={i} text={paragraph} />);
});
