import type { ReactNode } from 'react';
import * as css from './blocks.css.ts';

export interface LinkCardProps {
  href: string;
  title: ReactNode;
  text?: ReactNode;
  /** Small facts under the text ('3 messages', '2 hours ago'). */
  meta: ReactNode[];
}

/** A card that is one link as a whole (the contributor's conversations, recent family stories). */
export function LinkCard({ href, title, text, meta }: LinkCardProps) {
  return (
    <a className={css.cardLink} href={href}>
      <span className={css.itemTitle}>{title}</span>
      {text && <span className={css.muted}>{text}</span>}
      <span className={css.meta}>
        {meta.map((m, i) => (
          <span key={i}>{m}</span>
        ))}
      </span>
    </a>
  );
}
