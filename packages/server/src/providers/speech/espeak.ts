import ESpeakNg from 'espeak-ng';
import type { TextToSpeech } from './types.ts';

/**
 * eSpeak NG compiled to WebAssembly, in process, no network: a WAV per call (a new instance per
 * call, TOOLCHAIN "Speech"). OpenAI voice names mean nothing to it: every voice speaks en-us.
 */
export function createEspeakTts(): TextToSpeech {
  return {
    async synthesize(text, _voice, signal) {
      signal?.throwIfAborted();
      // One argv element, never an option: a leading '-' would be read as a flag.
      const spoken = ` ${text.replace(/\s+/g, ' ').trim()}`;
      const espeak = await ESpeakNg({ arguments: ['-w', 'out.wav', '-v', 'en-us', spoken], print() {}, printErr() {} });
      signal?.throwIfAborted();
      const wav = espeak.FS.readFile('out.wav') as Uint8Array;
      return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: 'audio/wav' };
    },
  };
}
