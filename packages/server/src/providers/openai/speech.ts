import type { SpeechToText, TextToSpeech } from '../speech/types.ts';

export interface OpenAiSpeechOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
}

const headers = (apiKey?: string): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});
const endpoint = (baseURL: string, path: string) => `${baseURL.replace(/\/+$/, '')}${path}`;

async function failure(res: Response, what: string): Promise<Error> {
  const body = (await res.text().catch(() => '')).slice(0, 200);
  return new Error(`${what}: HTTP ${res.status} ${body}`);
}

/** OpenAI-compatible POST /audio/speech. */
export function createOpenAiTts(opts: OpenAiSpeechOptions): TextToSpeech {
  return {
    async synthesize(text, voice, signal) {
      const res = await fetch(endpoint(opts.baseURL, '/audio/speech'), {
        method: 'POST',
        headers: { ...headers(opts.apiKey), 'content-type': 'application/json' },
        body: JSON.stringify({ model: opts.model, input: text, voice, response_format: 'mp3' }),
        signal,
      });
      if (!res.ok) throw await failure(res, 'text-to-speech');
      const contentType = res.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/mpeg';
      return { audio: Buffer.from(await res.arrayBuffer()), contentType };
    },
  };
}

/** OpenAI-compatible POST /audio/transcriptions (OpenAI, Groq, whisper.cpp server, speaches). */
export function createOpenAiStt(opts: OpenAiSpeechOptions): SpeechToText {
  return {
    async transcribe({ audio, filename, contentType }, signal) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: contentType }), filename);
      form.append('model', opts.model);
      form.append('response_format', 'json');
      const res = await fetch(endpoint(opts.baseURL, '/audio/transcriptions'), { method: 'POST', headers: headers(opts.apiKey), body: form, signal });
      if (!res.ok) throw await failure(res, 'speech-to-text');
      const body = (await res.json()) as { text?: unknown };
      const transcript = typeof body.text === 'string' ? body.text.trim() : '';
      return { transcript, warning: transcript ? null : 'No speech was heard in the recording' };
    },
  };
}
