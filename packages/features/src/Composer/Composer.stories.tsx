import { expect, fn, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { archiveWithoutRecordings, fixtures, healthHandlers, speechHandlers, uploadRecordingHandlers } from '@kinstory/mocks';
import { voiceTexts } from '@kinstory/contract';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { type Canvas, expectToast } from '../storybook/plays.ts';
import { refusedMicrophone, silentMicrophone } from '../storybook/microphone.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { Composer, MESSAGE_PLACEHOLDER, MUTED_NOTE, NO_SPEECH_TO_TEXT, VOICE_MEMORY_NOTE } from './Composer.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Chat/Composer',
  component: Composer,
  ...featureStory,
  args: { onSend: fn(), onStartRecording: fn(), onStopRecording: fn() },
});

export const Default = meta.story({
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
});

export const Phone = meta.story({ globals: phone });

export const BlankIsNotSent = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER);
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
});

export const Replying = meta.story({
  args: { isReplying: true, defaultValue: 'And then Alfie ran off' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
  },
});

export const Recording = meta.story({
  args: { recordingSeconds: 7 },
  play: async ({ canvas, args, userEvent }) => {
    const stop = canvas.getByRole('button', { name: 'Stop 7s' });
    await userEvent.click(stop);
    await expect(args.onStopRecording).toHaveBeenCalledOnce();
  },
});

export const StartRecording = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(args.onStartRecording).toHaveBeenCalledOnce();
  },
});

/** Record cannot be pressed, and says why to a screen reader. */
async function recordOffBecause(canvas: Canvas, why: string) {
  const record = canvas.getByRole('button', { name: 'Record' });
  await expect(record).toBeDisabled();
  await expect(record).toHaveAccessibleDescription(why);
}

export const Muted = meta.story({
  args: { isMuted: true },
  play: ({ canvas }) => recordOffBecause(canvas, MUTED_NOTE),
});

export const NoSpeechToText = meta.story({
  args: { hasSpeechToText: false },
  play: async ({ canvas }) => {
    await recordOffBecause(canvas, NO_SPEECH_TO_TEXT);
    await expect(canvas.getByText(NO_SPEECH_TO_TEXT)).toBeVisible();
  },
});

export const Prefilled = meta.story({
  args: { defaultValue: 'Tell me about the war years' },
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText(MESSAGE_PLACEHOLDER)).toHaveValue('Tell me about the war years');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
});

/** Record, see the seconds, stop: the audio is transcribed and the transcript sent. */
export const VoiceMessage = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} conversationId={fixtures.conversationIds.fair} />,
  beforeEach: () => silentMicrophone(),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record' }));
    await expect(await canvas.findByRole('button', { name: 'Stop 0s' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Stop 1s' })).toBeVisible(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: /^Stop/ }));
    await expect(await canvas.findByRole('button', { name: 'Record' })).toBeVisible();
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Transcription complete'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Sending your message...');
    // The archive keeps recordings: the transcription's recording is sent with the words.
    await expect(args.onSend).toHaveBeenCalledWith('We lived on Albert Street in Leeds.', fixtures.recordingId);
  },
});

export const VoiceNoSpeech = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} />,
  beforeEach: ({ msw }) => {
    msw.use(speechHandlers.noSpeech);
    return silentMicrophone();
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('No speech detected'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Please try recording again with clearer audio.');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

export const VoiceTranscriptionFails = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} />,
  beforeEach: ({ msw }) => {
    msw.use(speechHandlers.notConfigured);
    return silentMicrophone();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Transcription failed'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Failed to transcribe audio');
  },
});

export const MicrophoneDenied = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} />,
  beforeEach: () => refusedMicrophone(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record' }));
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Microphone access denied'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Please allow microphone access to record voice messages.');
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
  },
});

/** The server has no speech-to-text and the archive keeps no recordings: the microphone is off, with a plain note. */
export const ServerWithoutSpeechToText = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} />,
  beforeEach: ({ msw }) => msw.use(healthHandlers.noSpeechToText, archiveWithoutRecordings),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_SPEECH_TO_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
  },
});

/** No speech-to-text, but the archive keeps recordings: the microphone stays on, and says what it does. */
export const KeepsVoiceMemories = meta.story({
  args: { hasSpeechToText: false, keepsVoiceMemories: true },
  play: async ({ canvas }) => {
    const record = canvas.getByRole('button', { name: 'Record' });
    await expect(record).toBeEnabled();
    await expect(record).toHaveAccessibleDescription(VOICE_MEMORY_NOTE);
  },
});

/** The ChatComposer's onVoiceMemory (a Composer story's args have no such prop). */
const voiceMemoryKept = fn();

/** Without speech-to-text the recording is kept as a voice memory, for the family to type later. */
export const VoiceMemory = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} onVoiceMemory={voiceMemoryKept} conversationId={fixtures.conversationIds.fair} />,
  beforeEach: ({ msw }) => {
    voiceMemoryKept.mockClear();
    msw.use(healthHandlers.noSpeechToText);
    return silentMicrophone();
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByText(VOICE_MEMORY_NOTE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await expectToast('Voice memory kept');
    await expectToast('Your recording is saved. Someone in the family can type its words later.');
    await expect(voiceMemoryKept).toHaveBeenCalledWith(expect.objectContaining({ audio: true, awaiting_transcript: true, content: '' }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

/** No speech-to-text and no archive yet (GET /api/archive 404): the archive a first recording makes keeps recordings. */
export const VoiceMemoryBeforeAnyArchive = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} conversationId={fixtures.conversationIds.fair} />,
  beforeEach: ({ msw }) => msw.use(healthHandlers.noSpeechToText, http.get('*/api/archive', () => HttpResponse.json({ error: 'No family archive yet' }, { status: 404 }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(VOICE_MEMORY_NOTE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
  },
});

/** The archive stopped keeping recordings meanwhile: the server's reason, in a toast. */
export const VoiceMemoryRefused = meta.story({
  render: (args) => <ChatComposer onSend={args.onSend} onVoiceMemory={voiceMemoryKept} conversationId={fixtures.conversationIds.fair} />,
  beforeEach: ({ msw }) => {
    voiceMemoryKept.mockClear();
    msw.use(healthHandlers.noSpeechToText, uploadRecordingHandlers.recordingsOff);
    return silentMicrophone();
  },
  play: async ({ canvas, userEvent }) => {
    // Once the server has said it has no speech-to-text (before, Record would transcribe).
    await expect(await canvas.findByText(VOICE_MEMORY_NOTE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await expectToast('Voice memory not kept');
    await expectToast(voiceTexts.recordingsOff);
    await expect(voiceMemoryKept).not.toHaveBeenCalled();
  },
});
