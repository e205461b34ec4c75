import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { chipRecipe } from './Chip.css';

export const chipTones = ['neutral', 'accent'] as const;

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: (typeof chipTones)[number];
  /** Optional leading icon, hidden from screen readers. */
  icon?: ReactNode;
}

/** A rounded tag for a person, place or theme (e.g. the People chips on a story). */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { tone, icon, children, className, ...props },
  ref,
) {
  return (
    <span ref={ref} className={[chipRecipe({ tone }), className].filter(Boolean).join(' ')} {...props}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
});
Chip.displayName = 'Chip';
