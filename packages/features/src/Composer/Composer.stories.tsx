import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { Composer, MESSAGE_PLACEHOLDER, MUTED_NOTE, NO_SPEECH_TO_TEXT } from './Composer.tsx';

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
  args: { onSend: fn(), onStartRecording: fn(), onStopRecording: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER);
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'We lived on Albert Street');
    // Shift+Enter starts a new line and sends nothing.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}in Leeds');
    await expect(box).toHaveValue('We lived on Albert Street\nin Leeds');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Enter sends, and the box empties.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('We lived on Albert Street\nin Leeds');
    await expect(box).toHaveValue('');
  },
};

export const Phone: Story = { globals: phone };

export const BlankIsNotSent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER);
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Replying: Story = {
  args: { isReplying: true, defaultValue: 'And then Alfie ran off' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
  },
};

export const Recording: Story = {
  args: { recordingSeconds: 7 },
  play: async ({ canvas, args, userEvent }) => {
    const stop = canvas.getByRole('button', { name: 'Stop 7s' });
    await userEvent.click(stop);
    await expect(args.onStopRecording).toHaveBeenCalledOnce();
  },
};

export const StartRecording: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(args.onStartRecording).toHaveBeenCalledOnce();
  },
};

export const Muted: Story = {
  args: { isMuted: true },
  play: async ({ canvas }) => {
    const record = canvas.getByRole('button', { name: 'Record' });
    await expect(record).toBeDisabled();
    await expect(record).toHaveAccessibleDescription(MUTED_NOTE);
  },
};

export const NoSpeechToText: Story = {
  args: { hasSpeechToText: false },
  play: async ({ canvas }) => {
    const record = canvas.getByRole('button', { name: 'Record' });
    await expect(record).toBeDisabled();
    await expect(record).toHaveAccessibleDescription(NO_SPEECH_TO_TEXT);
    await expect(canvas.getByText(NO_SPEECH_TO_TEXT)).toBeVisible();
  },
};

export const Prefilled: Story = {
  args: { defaultValue: 'Tell me about the war years' },
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER)).toHaveValue('Tell me about the war years');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};
