import { forwardRef } from 'react';
import { Label, ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { progressRecipe } from './Progress.css';

export interface ProgressProps extends Omit<ProgressBarProps, 'children' | 'className' | 'isIndeterminate'> {
  /** Visible label, also the progress bar's accessible name. */
  label: string;
  /**
   * Show the formatted value ("40%") beside the label.
   * @default true
   */
  showValue?: boolean;
}

const part = (p: 'root' | 'header' | 'value' | 'track' | 'fill') => progressRecipe({ part: p });

/** Determinate progress with a visible label, on react-aria's ProgressBar. */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { label, showValue = true, ...props },
  ref,
) {
  return (
    <ProgressBar ref={ref} className={part('root')} {...props}>
      {({ percentage, valueText }) => (
        <>
          <div className={part('header')}>
            <Label>{label}</Label>
            {showValue && <span className={part('value')}>{valueText}</span>}
          </div>
          <div className={part('track')}>
            <div className={part('fill')} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
});
Progress.displayName = 'Progress';
