import { describe, expect, it } from 'vitest';
import { sniffAudio } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffAudio', () => {
  it.each([
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'audio/webm'],
    ['ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['wav', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['flac', bytes('fLaC', [0]), 'audio/flac'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4'],
    ['mp3 with an ID3 tag', bytes('ID3', [4, 0]), 'audio/mpeg'],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
  ])('%s', (_name, input, type) => {
    expect(sniffAudio(input)?.contentType).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is not audio')],
    ['a PNG', bytes([0x89], 'PNG\r\n')],
    ['RIFF that is not WAVE (an AVI)', bytes('RIFF', [0, 0, 0, 0], 'AVI ')],
    ['empty', bytes()],
  ])('%s is none', (_name, input) => {
    expect(sniffAudio(input)).toBeNull();
  });
});
