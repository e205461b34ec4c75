import { expect } from 'storybook/test';
import { Chip } from './Chip';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Chip,
  args: { children: 'Aunt Margaret' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aunt Margaret')).toBeVisible();
  },
});
export const Accent = meta.story({ args: { tone: 'accent' } });
export const WithIcon = meta.story({ args: { icon: '👤' } });
