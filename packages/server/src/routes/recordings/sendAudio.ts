import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { HttpError } from '../../http.ts';

export const rangeNotSatisfiableText = 'The requested range is not within the recording';

/**
 * Sends a kept recording (messages', perspectives' and stories' audio), honouring one byte range
 * (RFC 9110) so a player can seek: 206 with Content-Range, or 416 when the range lies past its end.
 * A malformed Range header, or several ranges, get the whole file (as servers commonly do). The
 * audio is a family's private voice: cached by the browser only, never by a shared cache.
 */
export function sendAudio(request: FastifyRequest, reply: FastifyReply, audio: Buffer, contentType: string): FastifyReply {
  const header = request.headers.range;
  const ranges = header ? rangeParser(audio.length, header, { combine: true }) : -2;
  if (ranges === -1) throw new HttpError(416, rangeNotSatisfiableText, { 'content-range': `bytes */${audio.length}`, 'accept-ranges': 'bytes' });
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private').type(contentType);
  if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${audio.length}`)
      .header('content-length', end - start + 1)
      .send(audio.subarray(start, end + 1));
  }
  return reply.header('content-length', audio.length).send(audio);
}
