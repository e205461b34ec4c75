import { forwardRef, type SelectHTMLAttributes } from 'react';
import { selectRecipe } from './Select.css';

export const selectSizes = ['default', 'lg'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** @default 'default' */
  size?: SelectSize;
}

/**
 * The browser's own select, styled: its picker is the platform's, which older readers know and
 * which works with every screen reader and at any zoom. Label it with <Label htmlFor> or aria-label.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ size, className, ...props }, ref) {
  return <select ref={ref} className={[selectRecipe({ size }), className].filter(Boolean).join(' ')} {...props} />;
});
Select.displayName = 'Select';
