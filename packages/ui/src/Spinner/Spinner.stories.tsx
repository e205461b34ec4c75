import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import preview from '../storybook/preview.ts';

const meta = preview.meta({ component: Spinner });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
});
export const Labelled = meta.story({
  args: { label: 'Loading stories', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading stories' })).toBeInTheDocument();
  },
});
export const Decorative = meta.story({
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
});
