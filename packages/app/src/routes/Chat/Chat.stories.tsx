import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { archiveWithoutRecordings, chatHandlers, chatIntroHandlers, eventsHandlers, fixtures, healthHandlers, messagesHandlers, mockReply, speechHandlers } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { type PlayContext, pageStoryWith, sentToSignIn } from '../../storybook/pageStory.ts';
import { expectLogged, failingWith } from '../../storybook/expectConsoleError.ts';
import { recordBodies, recordCalls, recordedCalls } from '../../storybook/recordedCalls.ts';
import preview from '../../storybook/preview.ts';

const conversationId = '0b6f3f8e-9a3c-4c55-8d1e-3f1d2c4b5a69';

const meta = preview.meta({
  ...pageStoryWith(({ msw }) => {
    // Sending and memories against a new conversation; the events stream stays quiet unless a story says otherwise.
    msw.use(messagesHandlers.empty, eventsHandlers.neverEnding);
    // Headless Chromium may refuse to autoplay: playing a reply is stubbed, and observed.
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    return () => {
      play.mockRestore();
      pause.mockRestore();
    };
  }),
  args: { path: `/chat/${conversationId}`, user: signedInUser },
});

const messageBox = (canvas: PlayContext['canvas']) => canvas.findByRole('textbox', { name: 'Your message' });

export const NewConversation = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chat Session' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Grace!' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(fixtures.chatIntro.introMessage)).toBeVisible();
    await expect(await messageBox(canvas)).toHaveAttribute('placeholder', 'Share a memory...');
    // A wide screen gives the memories panel its own column; a phone keeps it behind the toggle.
    const toggle = canvas.queryByRole('button', { name: 'Toggle Memories' });
    if (toggle) await userEvent.click(toggle);
    await expect(canvas.getByRole('heading', { name: 'Extracted Memories' })).toBeVisible();
  },
});

/** A storyteller coming back: the new conversation's first message picks up where an earlier story stopped. */
export const ReturningGreeting = meta.story({
  beforeEach: ({ msw }) => void msw.use(chatIntroHandlers.openThread),
  play: async ({ canvas }) => {
    const greeting = await canvas.findByText(fixtures.chatIntroOpenThread.introMessage);
    await expect(greeting).toBeVisible();
    await expect(greeting.closest('[data-role]')).toHaveAttribute('data-role', 'assistant');
    await expect(canvas.queryByText(fixtures.chatIntro.introMessage)).toBeNull();
  },
});

export const NewToTheServer = meta.story({
  // The real server answers 404 for the messages of a conversation it has not seen yet.
  beforeEach: ({ msw }) => {
    const fetches = recordCalls();
    msw.use(
      http.get('*/api/conversations/:id/messages', () => {
        fetches.push(1);
        return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtures.chatIntro.introMessage)).toBeVisible();
    await expect(canvas.queryByText('Failed to fetch messages')).toBeNull();
    await userEvent.type(await messageBox(canvas), 'Hello{Enter}');
    await expect(await canvas.findByText(mockReply, {}, { timeout: 8000 })).toBeVisible();
    // Not fetched again (a retry would show the new messages twice).
    await expect(recordedCalls()).toHaveLength(1);
    await expect(canvas.getAllByText('Hello')).toHaveLength(1);
  },
});

export const PastMessages = meta.story({
  beforeEach: ({ msw }) => void msw.use(messagesHandlers.default),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtures.messages[0]!.content)).toBeVisible();
    await expect(canvas.queryByText(fixtures.chatIntro.introMessage)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  },
});

/** The conversation as this device showed it last, for the stories of a returning visit. */
const keptConversation = (uid: string) =>
  localStorage.setItem(
    'cachedConversation',
    JSON.stringify({ uid, conversationId, messages: [{ id: 'k1', role: 'user', content: 'We kept hens behind the house in Leeds.', timestamp: '2026-11-20T10:00:00.000Z' }] }),
  );

/** While the saved session is restored, with nothing of this conversation on the device: the loading line. */
export const RestoringSession = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your conversation...')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  },
});

/** Back on the conversation this device showed last: its messages at once, before the session is even restored. */
export const ReturningToConversation = meta.story({
  args: { loading: true },
  beforeEach: () => keptConversation(signedInUser.uid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We kept hens behind the house in Leeds.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Chat Session' })).toBeVisible();
    await expect(await messageBox(canvas)).toBeVisible();
    await expect(canvas.queryByText('Loading your conversation...')).toBeNull();
    await expect(canvas.queryByText('Loading messages...')).toBeNull();
  },
});

/** Once the server answers, its messages replace the kept ones, and are kept for the next visit. */
export const KeptForTheNextVisit = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(messagesHandlers.default);
    keptConversation(signedInUser.uid);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtures.messages[1]!.content)).toBeVisible();
    await expect(canvas.queryByText('We kept hens behind the house in Leeds.')).toBeNull();
    await waitFor(() => {
      const kept = JSON.parse(localStorage.getItem('cachedConversation') ?? 'null') as { uid: string; conversationId: string; messages: Array<{ content: string }> } | null;
      expect(kept?.uid).toBe(signedInUser.uid);
      expect(kept?.conversationId).toBe(conversationId);
      expect(kept?.messages.map((m) => m.content)).toEqual(fixtures.messages.map((m) => m.content));
    });
  },
});

/** What another account left on this device is never shown to the one signed in now. */
export const KeptByAnotherUser = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(messagesHandlers.default);
    keptConversation('u-someone-else');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtures.messages[1]!.content)).toBeVisible();
    await expect(canvas.queryByText('We kept hens behind the house in Leeds.')).toBeNull();
  },
});

export const NewIdWhenNoneGiven = meta.story({
  args: { path: '/chat?prefill=Tell%20me%20about%20Leeds' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/[0-9a-f-]{36}\?prefill=/));
    await expect(await messageBox(canvas)).toHaveValue('Tell me about Leeds');
  },
});

export const SignedOut = meta.story({ args: { user: undefined }, play: sentToSignIn });

export const SendStreamsAndSpeaks = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      chatHandlers.slow,
      recordBodies('post', '*/api/tts', () => new HttpResponse(new Uint8Array(44), { headers: { 'content-type': 'audio/wav' } })),
    );
  },
  play: async ({ canvas }) => {
    const box = await messageBox(canvas);
    await userEvent.type(box, 'We went to the fair on the Heath{Enter}');
    await expect(await canvas.findByText('We went to the fair on the Heath')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(await canvas.findByText('AI is thinking...')).toBeVisible();
    const progress = await canvas.findByRole('progressbar', { name: 'Reply progress' });
    await waitFor(() => expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(await canvas.findByText(mockReply, {}, { timeout: 15000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar', { name: 'Reply progress' })).toBeNull());
    await waitFor(() => expect(recordedCalls()).toEqual([{ text: mockReply, voice: 'alloy', conversationId }]));
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
  },
});

export const MuteAndUnmute = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await messageBox(canvas), 'Hello{Enter}');
    await expect(await canvas.findByText(mockReply, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
    // Unmute resumes the reply where it paused.
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    // Muted: the next reply is not spoken.
    await userEvent.type(await messageBox(canvas), 'And then?{Enter}');
    await waitFor(() => expect(canvas.getAllByText(mockReply)).toHaveLength(2), { timeout: 8000 });
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
  },
});

export const TitleAtThirdMessage = meta.story({
  beforeEach: ({ msw }) => {
    const titles = recordCalls();
    msw.use(
      http.post('*/api/conversations/:id/generate-title', ({ params }) => {
        titles.push(params.id);
        return HttpResponse.json({ title: 'At the fair' });
      }),
    );
  },
  play: async ({ canvas }) => {
    for (const [index, text] of ['One', 'Two', 'Three'].entries()) {
      await userEvent.type(await messageBox(canvas), `${text}{Enter}`);
      await waitFor(() => expect(canvas.getAllByText(mockReply)).toHaveLength(index + 1), { timeout: 8000 });
      // The whole text can be on screen before the stream has ended; until it has, Enter does not
      // send (the next message would stay in the box).
      await waitFor(() => expect(canvas.queryByRole('progressbar', { name: 'Reply progress' })).toBeNull());
      if (index < 2) await expect(recordedCalls()).toEqual([]);
    }
    await waitFor(() => expect(recordedCalls()).toEqual([conversationId]));
  },
});

export const LiveMemories = meta.story({
  beforeEach: ({ msw }) => void msw.use(eventsHandlers.storyAndFact),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Story Extracted! (medium)')).toBeVisible();
    await expect(canvas.getByText('"Dancing at the Palais" has been saved.')).toBeVisible();
    await expect(await canvas.findByText('Fact Noted', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('"the Palais" - We can explore this later!')).toBeVisible();
    await expect(canvas.getAllByText('Who did you dance with at the Palais?').length).toBeGreaterThan(0);
  },
});

export const SendFails = meta.story({
  beforeEach: failingWith('Sending failed', chatHandlers.error),
  play: async ({ canvas }) => {
    await userEvent.type(await messageBox(canvas), 'Hello{Enter}');
    await expect(await canvas.findByText('Error sending message')).toBeVisible();
    await expect(canvas.getByText('Failed to send message')).toBeVisible();
    await expectLogged('Sending failed');
  },
});

/** No speech-to-text, and the archive keeps no recordings: the microphone is off. */
export const NoSpeechToText = meta.story({
  beforeEach: ({ msw }) => void msw.use(healthHandlers.noSpeechToText, archiveWithoutRecordings),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Voice messages are not available here. Please type your memory instead.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
  },
});

export const MicrophoneDenied = meta.story({
  beforeEach: () => {
    const spy = spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await expect(await canvas.findByText('Microphone access denied')).toBeVisible();
    await expect(canvas.getByText('Please allow microphone access to record voice messages.')).toBeVisible();
  },
});

/** A MediaRecorder stand-in: no microphone in headless Chromium. */
class FakeRecorder {
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(['x'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function fakeMicrophone() {
  const media = spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue({ getTracks: () => [] } as unknown as MediaStream);
  const original = window.MediaRecorder;
  window.MediaRecorder = FakeRecorder as unknown as typeof MediaRecorder;
  return () => {
    media.mockRestore();
    window.MediaRecorder = original;
  };
}

export const VoiceMessage = meta.story({
  beforeEach: ({ msw }) => {
    // Answering nothing, it lets the default chat handler reply.
    msw.use(recordBodies('post', '*/chat'));
    return fakeMicrophone();
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    const stop = await canvas.findByRole('button', { name: /^Stop/ });
    await waitFor(() => expect(stop).toHaveTextContent('1s'), { timeout: 2500 });
    await userEvent.click(stop);
    await expect(await canvas.findByText('Transcription complete')).toBeVisible();
    await expect(canvas.getByText('Sending your message...')).toBeVisible();
    await expect(await canvas.findByText('We lived on Albert Street in Leeds.')).toBeVisible();
    // The archive keeps recordings: the message goes with its recording.
    await waitFor(() => expect(recordedCalls()).toEqual([expect.objectContaining({ text: 'We lived on Albert Street in Leeds.', recordingId: fixtures.recordingId })]));
  },
});

/** No speech-to-text, but the archive keeps recordings: the recording is kept as a voice memory, shown as such. */
export const VoiceMemory = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(healthHandlers.noSpeechToText);
    return fakeMicrophone();
  },
  play: async ({ canvas }) => {
    // Once the server has said it has no speech-to-text, the note says what Record will do.
    await expect(await canvas.findByText('Speech is not turned into text here. Your recording is kept as a voice memory.')).toBeVisible();
    const record = canvas.getByRole('button', { name: 'Record' });
    await expect(record).toBeEnabled();
    await userEvent.click(record);
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await expect(await canvas.findByText('Voice memory kept')).toBeVisible();
    await expect(canvas.getByText('Your recording is saved. Someone in the family can type its words later.')).toBeVisible();
    await expect(await canvas.findByText('Voice memory — not transcribed yet')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Your voice memory' })).toBeVisible();
  },
});

export const NoSpeechDetected = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(speechHandlers.noSpeech);
    return fakeMicrophone();
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop/ }));
    await expect(await canvas.findByText('No speech detected')).toBeVisible();
    await expect(canvas.getByText('Please try recording again with clearer audio.')).toBeVisible();
  },
});
