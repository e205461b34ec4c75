import { describe, expect, it } from 'vitest';
import { voiceInput } from './voiceInput.ts';

const health = (stt: 'openai-compatible' | null) => ({ capabilities: { llm: null, tts: null, stt } });
const archive = (keepRecordings: boolean) => ({ settings: { keepRecordings } });

describe('voiceInput', () => {
  it('transcribes when the server has speech-to-text, whatever the archive keeps', () => {
    expect(voiceInput(health('openai-compatible'), archive(false))).toBe('transcribe');
    expect(voiceInput(health('openai-compatible'), undefined)).toBe('transcribe');
  });

  it('keeps a voice memory without speech-to-text when the archive keeps recordings', () => {
    expect(voiceInput(health(null), archive(true))).toBe('voiceMemory');
  });

  it('keeps a voice memory for someone with no archive yet: the one their first recording makes keeps recordings', () => {
    expect(voiceInput(health(null), null)).toBe('voiceMemory');
  });

  it('is off without speech-to-text when the archive keeps no recordings, or until its setting is known', () => {
    expect(voiceInput(health(null), archive(false))).toBe('off');
    expect(voiceInput(health(null), undefined)).toBe('off');
  });

  it('stays on while the health is unknown', () => {
    expect(voiceInput(undefined, undefined)).toBe('transcribe');
  });
});
