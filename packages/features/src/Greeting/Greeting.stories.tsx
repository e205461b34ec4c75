import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { ChatGreeting } from './ChatGreeting.tsx';
import { Greeting, PRODUCT_NAME } from './Greeting.tsx';

const meta = {
  title: 'Chat/Greeting',
  component: Greeting,
  ...featureStory,
  args: { name: 'Edna' },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Welcome back, Edna!');
    await expect(canvas.queryByText(/your name/)).toBeNull();
  },
};

export const WithoutName: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^Welcome back!$/);
    await expect(canvas.getByText(/Please tell me your name/)).toBeVisible();
  },
};

export const ProfileFailed: Story = {
  args: { name: null, profileFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(`Welcome to ${PRODUCT_NAME}!`);
    await expect(canvas.getByText(/Please tell me your name/)).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };

export const Connected: Story = {
  render: () => <ChatGreeting />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent('Welcome back, Grace!');
  },
};

export const ConnectedNoName: Story = {
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent(/^Welcome back!$/);
  },
};

export const ConnectedLoading: Story = {
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.loading),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const ConnectedError: Story = {
  render: () => <ChatGreeting />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading')).toHaveTextContent(`Welcome to ${PRODUCT_NAME}!`);
  },
};
