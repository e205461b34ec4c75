import { forwardRef, type HTMLAttributes } from 'react';
import { badgeRecipe } from './Badge.css';
import type { BadgeTone } from './significance';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour by meaning; for significance use `significanceTone(level)`.
   * @default 'neutral'
   */
  tone?: BadgeTone;
}

/** A short label such as a theme or a significance level. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', className, ...props },
  ref,
) {
  return <span ref={ref} data-tone={tone} className={[badgeRecipe({ tone }), className].filter(Boolean).join(' ')} {...props} />;
});
Badge.displayName = 'Badge';
