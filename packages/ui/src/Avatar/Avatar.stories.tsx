import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import preview from '../storybook/preview.ts';

// A tiny inline image so the story needs no network.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="teal"/></svg>');

const meta = preview.meta({
  component: Avatar,
  args: { name: 'Rose Miller' },
});

export const LetterFallback = meta.story({
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Rose Miller' });
    await expect(avatar).toHaveTextContent('R');
  },
});

export const WithPhoto = meta.story({
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rose Miller' }).tagName).toBe('IMG');
  },
});

export const BrokenPhoto = meta.story({
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Rose Miller' })).toHaveTextContent('R'));
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
});
