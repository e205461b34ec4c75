import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline image so the story needs no network.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="teal"/></svg>');

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Rose Miller' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LetterFallback: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Rose Miller' });
    await expect(avatar).toHaveTextContent('R');
  },
};

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rose Miller' }).tagName).toBe('IMG');
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Rose Miller' })).toHaveTextContent('R'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
