import { delay, http, HttpResponse } from 'msw';
import { toneWav } from '../fixtures/index.ts';

const wav = (seconds = 3) => new HttpResponse(toneWav(seconds), { headers: { 'content-type': 'audio/wav', 'accept-ranges': 'none' } });
const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 });

/** GET /api/messages/:id/audio: a message's recording (a 3 s tone). */
export const messageAudioHandlers = {
  default: http.get('*/api/messages/:messageId/audio', () => wav()),
  loading: http.get('*/api/messages/:messageId/audio', never),
  error: http.get('*/api/messages/:messageId/audio', notFound),
};

/** Every call of voice kept answered as a real server would. */
export const voiceHandlers = [messageAudioHandlers.default];
