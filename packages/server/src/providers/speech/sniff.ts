/** An audio format told by its first bytes, with the MIME type and file name sent on to speech-to-text. */
export interface SniffedAudio {
  contentType: string;
  extension: string;
}

const ascii = (bytes: Buffer, at: number, text: string) => bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/**
 * The recording's format from its magic number (webm, ogg, wav, mp3, m4a, flac), never from the
 * client's MIME type; null when it is none of them.
 */
export function sniffAudio(bytes: Buffer): SniffedAudio | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return { contentType: 'audio/webm', extension: 'webm' };
  if (ascii(bytes, 0, 'OggS')) return { contentType: 'audio/ogg', extension: 'ogg' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 'fLaC')) return { contentType: 'audio/flac', extension: 'flac' };
  if (ascii(bytes, 4, 'ftyp')) return { contentType: 'audio/mp4', extension: 'm4a' };
  // MP3: an ID3 tag, or an MPEG audio frame sync (11 bits set, layer bits not 00).
  if (ascii(bytes, 0, 'ID3')) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return { contentType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

const extensions: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/** A file extension for a content type sniffAudio answered (a kept recording's download name). */
export const audioExtension = (contentType: string): string => extensions[contentType] ?? 'audio';
