import { expect } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { ChatGreeting } from './ChatGreeting.tsx';
import { Greeting, PRODUCT_NAME } from './Greeting.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Chat/Greeting',
  component: Greeting,
  ...featureStory,
  args: { name: 'Edna' },
});

export const WithName = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Welcome back, Edna!');
    await expect(canvas.queryByText(/your name/)).toBeNull();
  },
});

export const WithoutName = meta.story({
  args: { name: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^Welcome back!$/);
    await expect(canvas.getByText(/Please tell me your name/)).toBeVisible();
  },
});

export const ProfileFailed = meta.story({
  args: { name: null, profileFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(`Welcome to ${PRODUCT_NAME}!`);
    await expect(canvas.getByText(/Please tell me your name/)).toBeVisible();
  },
});

export const Phone = meta.story({ globals: phone });

export const Connected = meta.story({
  render: () => <ChatGreeting />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent('Welcome back, Grace!');
  },
});

export const ConnectedNoName = meta.story({
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent(/^Welcome back!$/);
  },
});

export const ConnectedLoading = meta.story({
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.loading),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
});

export const ConnectedError = meta.story({
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent(`Welcome to ${PRODUCT_NAME}!`);
  },
});
