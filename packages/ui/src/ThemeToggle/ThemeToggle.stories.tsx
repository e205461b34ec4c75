import { expect, userEvent } from 'storybook/test';
import { THEME_STORAGE_KEY } from '../theme/constants';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ThemeToggle } from './ThemeToggle';
import preview from '../storybook/preview.ts';

const html = document.documentElement;

const meta = preview.meta({
  component: ThemeToggle,
  decorators: [(Story) => <ThemeProvider><Story /></ThemeProvider>],
  beforeEach: () => {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    const classes = html.className;
    localStorage.removeItem(THEME_STORAGE_KEY);
    // Leave the page as the toolbar had it, so later stories are not affected.
    return () => {
      html.className = classes;
      if (saved === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, saved);
    };
  },
});

export const Default = meta.story({
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(html).toHaveClass('ks-dark');
    await expect(html).not.toHaveClass('ks-light');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(html).toHaveClass('ks-light');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    const systemClass = matchMedia('(prefers-color-scheme: dark)').matches ? 'ks-dark' : 'ks-light';
    await expect(html).toHaveClass(systemClass);
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');

    // End in the scheme this test project checks, so axe runs against it.
    const name = globals.theme === 'dark' ? 'Dark' : 'Light';
    await userEvent.click(canvas.getByRole('radio', { name }));
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(html).toHaveClass('ks-dark');
  },
});
