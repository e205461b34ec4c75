import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Aunt Margaret' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aunt Margaret')).toBeVisible();
  },
};
export const Accent: Story = { args: { tone: 'accent' } };
export const WithIcon: Story = { args: { icon: '👤' } };
