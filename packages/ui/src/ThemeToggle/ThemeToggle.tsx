import { forwardRef } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { colorSchemes, isColorScheme, type ColorScheme } from '../theme/constants';
import { useTheme } from '../theme/useTheme';
import { themeToggleRecipe } from './ThemeToggle.css';

const labels: Record<ColorScheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export interface ThemeToggleProps {
  /**
   * Name of the group for screen readers.
   * @default 'Colour scheme'
   */
  'aria-label'?: string;
}

/** Light, Dark or System (follow the device). Must sit inside <ThemeProvider>. */
export const ThemeToggle = forwardRef<HTMLDivElement, ThemeToggleProps>(function ThemeToggle(
  { 'aria-label': ariaLabel = 'Colour scheme' },
  ref,
) {
  const { scheme, setScheme } = useTheme();
  return (
    <ToggleButtonGroup
      ref={ref}
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[scheme]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (isColorScheme(next)) setScheme(next);
      }}
      className={themeToggleRecipe({ part: 'group' })}
    >
      {colorSchemes.map((value) => (
        <ToggleButton key={value} id={value} className={themeToggleRecipe({ part: 'option' })}>
          {labels[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
});
ThemeToggle.displayName = 'ThemeToggle';
