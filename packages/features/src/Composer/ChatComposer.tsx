import { forwardRef, useEffect } from 'react';
import { useHealth } from '../api/index.ts';
import { Composer, type ComposerProps } from './Composer.tsx';
import { useVoiceMessage } from './useVoiceMessage.ts';

export type ChatComposerProps = Pick<ComposerProps, 'onSend' | 'defaultValue' | 'isReplying' | 'isMuted'> & { conversationId?: string };

/** The Composer with voice: speech-to-text only when the server has it (GET /api/health). */
export const ChatComposer = forwardRef<HTMLDivElement, ChatComposerProps>(function ChatComposer({ conversationId, onSend, isMuted, ...props }, ref) {
  const { data: health } = useHealth();
  const voice = useVoiceMessage({ conversationId, onTranscript: onSend });
  const { stop } = voice;
  // Muting stops any recording (SPEC §4 Audio).
  useEffect(() => {
    if (isMuted) stop();
  }, [isMuted, stop]);
  const hasSpeechToText = health ? health.capabilities.stt !== null : true;
  return (
    <Composer
      ref={ref}
      {...props}
      onSend={onSend}
      isMuted={isMuted}
      hasSpeechToText={hasSpeechToText}
      recordingSeconds={voice.isRecording ? voice.seconds : null}
      onStartRecording={() => void voice.start()}
      onStopRecording={voice.stop}
    />
  );
});
ChatComposer.displayName = 'ChatComposer';
