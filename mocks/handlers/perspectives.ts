import { delay, http, HttpResponse } from 'msw';
import type { Encouragement, EncouragementRequest, PerspectiveRequest, Story } from '@kinstory/contract';
import * as f from '../fixtures/index.ts';
import { resourceStates } from './states.ts';

const shareAnswer = async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
  const body = (await request.json()) as PerspectiveRequest;
  return HttpResponse.json({ perspective: f.sharedPerspective(String(params.id), body.text ?? '', body.recordingId !== undefined) }, { status: 201 });
};

/** POST /api/stories/:id/perspectives, answered without memory of earlier calls. */
export const addPerspectiveHandlers = {
  ...resourceStates('post', '*/api/stories/:id/perspectives', {}),
  default: http.post('*/api/stories/:id/perspectives', shareAnswer),
  forbidden: http.post('*/api/stories/:id/perspectives', () => HttpResponse.json({ error: 'Viewers cannot add perspectives' }, { status: 403 })),
};

/** GET /api/perspectives/:id/audio: a perspective told aloud (a 3 s tone). */
export const perspectiveAudioHandlers = {
  default: http.get('*/api/perspectives/:perspectiveId/audio', () => new HttpResponse(f.toneWav(3), { headers: { 'content-type': 'audio/wav' } })),
  error: http.get('*/api/perspectives/:perspectiveId/audio', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
};

/**
 * GET /api/encouragements: the storyteller's messages, all seen by `default` (a toast on every
 * dashboard story would cover the toast it checks); `unseen` has a new one, `empty` none.
 */
export const encouragementsHandlers = {
  ...resourceStates('get', '*/api/encouragements', { encouragements: f.encouragementsSeen }, { encouragements: [] }),
  unseen: http.get('*/api/encouragements', () => HttpResponse.json({ encouragements: f.encouragements })),
};

const sentEncouragement = (text: string): Encouragement => ({ id: '40', from: 'Rose', text, created_at: new Date().toISOString(), seen: false });

/** POST /api/encouragements: `slow` answers after a second, so a story can see the button wait. */
export const sendEncouragementHandlers = {
  ...resourceStates('post', '*/api/encouragements', {}),
  default: http.post('*/api/encouragements', async ({ request }) =>
    HttpResponse.json({ encouragement: sentEncouragement(((await request.json()) as EncouragementRequest).text) }, { status: 201 }),
  ),
  slow: http.post('*/api/encouragements', async ({ request }) => {
    await delay(1_000);
    return HttpResponse.json({ encouragement: sentEncouragement(((await request.json()) as EncouragementRequest).text) }, { status: 201 });
  }),
};

export const encouragementsSeenHandlers = resourceStates('post', '*/api/encouragements/seen', { success: true, seen: 1 });

/**
 * An archive whose perspectives and encouragement stick, as a server's would: a shared perspective
 * is in the next story list, a sent message in the next list, and POST …/seen marks them all seen.
 * `calls` counts the requests, for a story to check what was sent. A fresh store per call.
 */
export function familyVoicesArchive(start: Story[] = f.stories, startEncouragements: Encouragement[] = f.encouragements) {
  const stories = start.map((s) => structuredClone(s));
  let encouragements = structuredClone(startEncouragements);
  const calls = { seen: 0, shared: [] as PerspectiveRequest[], sent: [] as string[] };
  let next = 50;
  const handlers = [
    http.get('*/api/stories', () => HttpResponse.json({ stories })),
    http.post('*/api/stories/:id/perspectives', async ({ params, request }) => {
      const story = stories.find((s) => s.id === params.id);
      if (!story) return HttpResponse.json({ error: 'Story not found' }, { status: 404 });
      const body = (await request.json()) as PerspectiveRequest;
      calls.shared.push(body);
      const perspective = { ...f.sharedPerspective(story.id, body.text ?? '', body.recordingId !== undefined), id: String(next++), created_at: new Date().toISOString() };
      story.perspectives.push(perspective);
      return HttpResponse.json({ perspective }, { status: 201 });
    }),
    http.get('*/api/encouragements', () => HttpResponse.json({ encouragements })),
    http.post('*/api/encouragements', async ({ request }) => {
      const { text } = (await request.json()) as EncouragementRequest;
      calls.sent.push(text);
      const encouragement = { ...sentEncouragement(text), id: String(next++) };
      encouragements = [encouragement, ...encouragements];
      return HttpResponse.json({ encouragement }, { status: 201 });
    }),
    http.post('*/api/encouragements/seen', () => {
      calls.seen += 1;
      const seen = encouragements.filter((e) => !e.seen).length;
      encouragements = encouragements.map((e) => ({ ...e, seen: true }));
      return HttpResponse.json({ success: true, seen });
    }),
  ];
  return { handlers, calls };
}

/** Every call of perspectives and encouragement answered as a real server would. */
export const perspectivesHandlers = [
  addPerspectiveHandlers.default,
  perspectiveAudioHandlers.default,
  encouragementsHandlers.default,
  sendEncouragementHandlers.default,
  encouragementsSeenHandlers.default,
];

/** GET /api/user/profile of a viewer. */
export const viewerProfileHandler = http.get('*/api/user/profile', () => HttpResponse.json(f.viewerProfile));
