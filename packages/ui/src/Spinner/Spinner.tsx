import { forwardRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import { spinnerRecipe } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Hide from assistive technology when something else already says it is busy
   * (a pending Button sets aria-busy).
   * @default false
   */
  decorative?: boolean;
  /** @default 'md' */
  size?: (typeof spinnerSizes)[number];
}

/** An indeterminate progress indicator. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', decorative = false, size },
  ref,
) {
  if (decorative) return <span ref={ref} aria-hidden="true" className={spinnerRecipe({ size })} />;
  return (
    <ProgressBar isIndeterminate aria-label={label} style={{ display: 'inline-flex' }}>
      <span ref={ref} className={spinnerRecipe({ size })} />
    </ProgressBar>
  );
});
Spinner.displayName = 'Spinner';
