import { forwardRef, type HTMLAttributes } from 'react';
import { skeletonRecipe } from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'text' */
  shape?: (typeof skeletonShapes)[number];
}

/**
 * A grey placeholder while content loads. Hidden from screen readers: the loading region
 * around it says "Loading" once (aria-busy or a Spinner) instead of reading out empty shapes.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape, className, ...props },
  ref,
) {
  return (
    <span ref={ref} aria-hidden="true" className={[skeletonRecipe({ shape }), className].filter(Boolean).join(' ')} {...props} />
  );
});
Skeleton.displayName = 'Skeleton';
