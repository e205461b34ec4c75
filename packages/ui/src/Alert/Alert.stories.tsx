import { expect } from 'storybook/test';
import { Alert } from './Alert';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: Alert,
  args: { title: 'Error saving profile', children: 'Please check your connection and try again.' },
});

export const Error = meta.story({
  args: { tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error saving profile');
  },
});

export const Success = meta.story({
  args: { tone: 'success', title: 'Profile saved!', children: 'Your changes are kept.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile saved!');
  },
});
