import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHiddenRecipe } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, e.g. a longer name for an icon or a count's meaning. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span ref={ref} className={[visuallyHiddenRecipe(), className].filter(Boolean).join(' ')} {...props} />;
});
VisuallyHidden.displayName = 'VisuallyHidden';
