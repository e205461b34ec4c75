export interface SpeechAudio {
  audio: Buffer;
  contentType: string;
}

/** Text-to-speech: eSpeak NG in process, or an OpenAI-compatible /audio/speech. */
export interface TextToSpeech {
  synthesize(text: string, voice: string, signal?: AbortSignal): Promise<SpeechAudio>;
}

export interface Transcription {
  transcript: string;
  warning: string | null;
}

/** Speech-to-text: an OpenAI-compatible /audio/transcriptions (none is embedded). */
export interface SpeechToText {
  transcribe(input: { audio: Buffer; filename: string; contentType: string }, signal?: AbortSignal): Promise<Transcription>;
}
