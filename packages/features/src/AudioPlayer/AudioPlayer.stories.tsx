import { expect, waitFor } from 'storybook/test';
import { fixtures, messageAudioHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { AudioPlayer, PLAYER_FAILED, PLAYER_LOADING } from './AudioPlayer.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Voice/AudioPlayer',
  component: AudioPlayer,
  ...featureStory,
  // A fresh tone per story: a blob: URL, so the player really plays without any server.
  args: { label: 'Recording of Marrying Harold', recordings: [{ src: fixtures.toneWavUrl(3) }] },
});

const playerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-state]')!;
const audioOf = (canvasElement: HTMLElement) => canvasElement.querySelector('audio')!;

/** Play starts it: the button turns to Pause and the position moves on. */
export const Playing = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const play = canvas.getByRole('button', { name: 'Play' });
    await waitFor(() => expect(play).toBeEnabled());
    await expect(canvas.getByText('0:00 / 0:03')).toBeInTheDocument();
    await userEvent.click(play);
    await waitFor(() => expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await waitFor(() => expect(audioOf(canvasElement).currentTime).toBeGreaterThan(0.2));
  },
});

/** Paused part-way; the position slider seeks five seconds per arrow key, and the speed is kept. */
export const Paused = meta.story({
  args: { recordings: [{ src: fixtures.toneWavUrl(12) }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'paused'));
    const position = canvas.getByRole('slider', { name: 'Position' });
    position.focus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(position).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
    await expect(canvas.getByText('0:05 / 0:12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1.25×' }));
    await expect(canvas.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'false');
    await expect(playerOf(canvasElement)).toHaveAttribute('data-rate', '1.25');
    await expect(audioOf(canvasElement).playbackRate).toBe(1.25);
  },
});

/** Several recordings play one after another: 'Recording 2 of 3' follows the first. */
export const SeveralRecordings = meta.story({
  args: { recordings: [{ src: fixtures.toneWavUrl(1, 440) }, { src: fixtures.toneWavUrl(1, 523) }, { src: fixtures.toneWavUrl(1, 659) }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Recording 1 of 3')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(canvas.getByText('Recording 2 of 3')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'playing'));
  },
});

/** A kept message's recording, served by the server (here MSW): what the story cards play. */
export const FromTheServer = meta.story({
  args: { recordings: [{ messageId: '12' }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    await expect(audioOf(canvasElement).src).toMatch(/\/api\/messages\/12\/audio\?token=story-token$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'playing'));
  },
});

/** The recording has not arrived yet: Play waits, and says so. */
export const Loading = meta.story({
  args: { recordings: [{ messageId: '12' }] },
  beforeEach: ({ msw }) => msw.use(messageAudioHandlers.loading),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(PLAYER_LOADING)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: 'Position' })).toBeDisabled();
    await expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
});

/** The recording cannot be played (gone, or not audio): a plain sentence instead of the controls. */
export const FailedToLoad = meta.story({
  args: { recordings: [{ messageId: '12' }] },
  beforeEach: ({ msw }) => msw.use(messageAudioHandlers.error),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(PLAYER_FAILED)).toHaveAttribute('role', 'alert');
    await expect(playerOf(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.queryByRole('button', { name: 'Play' })).toBeNull();
  },
});

/** A message bubble's player: Play and the position only. */
export const Compact = meta.story({
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    await expect(canvas.queryByRole('group', { name: 'Speed' })).toBeNull();
  },
});

export const Phone = meta.story({
  ...SeveralRecordings.input,
  globals: phone,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    for (const name of ['Play', '0.75×', '1×', '1.25×']) await expect(canvas.getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
