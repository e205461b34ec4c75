import { forwardRef, type HTMLAttributes } from 'react';
import { badgeRecipe } from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'critical', 'high', 'medium'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const significanceLevels = ['critical', 'high', 'medium'] as const;

/** The badge tone for a story's significance level; anything unknown is neutral. */
export function significanceTone(level: string): BadgeTone {
  const normalised = level.trim().toLowerCase();
  return (significanceLevels as readonly string[]).includes(normalised) ? (normalised as BadgeTone) : 'neutral';
}

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
