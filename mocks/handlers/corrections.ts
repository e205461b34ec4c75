import { http, HttpResponse } from 'msw';
import type { MemoryPatch, Revision, StoredMemory, Story, StoryPatch } from '@kinstory/contract';
import * as f from '../fixtures/index.ts';

const patched = (story: Story, patch: StoryPatch): Story => ({
  ...story,
  ...patch,
  narrative: { ...story.narrative, ...patch.narrative },
  significance: { ...story.significance, ...patch.significance },
  people: patch.narrative?.people ?? story.people,
});
const storyOf = (id: unknown) => f.stories.find((s) => s.id === id) ?? f.stories[0]!;
const memoryOf = (id: unknown) => f.memories.find((m) => m.id === id) ?? f.memories[0]!;
const patchedMemory = (memory: StoredMemory, { status, ...fields }: MemoryPatch): StoredMemory => ({
  ...memory,
  status: status ?? memory.status,
  payload: { ...memory.payload, ...fields },
});

/** Confirm and correct, answered without memory of earlier calls: a PATCH echoes the story changed. */
export const correctionsHandlers = {
  patchStory: http.patch('*/api/stories/:id', async ({ params, request }) => HttpResponse.json(patched(storyOf(params.id), (await request.json()) as StoryPatch))),
  storyRevisions: http.get('*/api/stories/:id/revisions', () => HttpResponse.json({ revisions: f.storyRevisions })),
  noStoryRevisions: http.get('*/api/stories/:id/revisions', () => HttpResponse.json({ revisions: [] })),
  undoStory: http.post('*/api/stories/:id/revisions/:revisionId/undo', ({ params }) => HttpResponse.json(storyOf(params.id))),
  patchStoryError: http.patch('*/api/stories/:id', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
  patchMemory: http.patch('*/api/memories/:id', async ({ params, request }) => HttpResponse.json(patchedMemory(memoryOf(params.id), (await request.json()) as MemoryPatch))),
  memoryRevisions: http.get('*/api/memories/:id/revisions', () => HttpResponse.json({ revisions: [] })),
  undoMemory: http.post('*/api/memories/:id/revisions/:revisionId/undo', ({ params }) => HttpResponse.json(memoryOf(params.id))),
};

/**
 * An archive whose corrections stick, as a server's would: the story list answers the stories as
 * changed, each change is a revision, and an undo puts the fields back. A fresh store per call.
 */
export function correctableArchive(start: Story[] = f.stories) {
  const stories = new Map(start.map((s) => [s.id, structuredClone(s)]));
  const revisions: (Revision & { storyId: string })[] = [];
  let next = 100;
  const fieldsOf = (story: Story, keys: string[]) => Object.fromEntries(keys.map((k) => [k, story[k as keyof Story]]));
  const change = (story: Story, after: Story, undoes: string | null) => {
    const keys = (['title', 'theme', 'summary', 'narrative', 'significance', 'status', 'private'] as const).filter((k) => JSON.stringify(story[k]) !== JSON.stringify(after[k]));
    if (keys.length === 0) return;
    revisions.unshift({ id: String(next++), storyId: story.id, at: new Date().toISOString(), by: { uid: 'u-edna', name: 'Edna' }, before: fieldsOf(story, keys), after: fieldsOf(after, keys), undoes, undone: false });
    stories.set(story.id, after);
  };
  return [
    http.get('*/api/stories', () => HttpResponse.json({ stories: [...stories.values()].filter((s) => s.status !== 'discarded') })),
    http.patch('*/api/stories/:id', async ({ params, request }) => {
      const story = stories.get(String(params.id));
      if (!story) return HttpResponse.json({ error: 'Story not found' }, { status: 404 });
      change(story, patched(story, (await request.json()) as StoryPatch), null);
      return HttpResponse.json(stories.get(story.id));
    }),
    http.get('*/api/stories/:id/revisions', ({ params }) =>
      HttpResponse.json({
        revisions: revisions.filter((r) => r.storyId === params.id).map(({ storyId: _, ...r }) => ({ ...r, undone: revisions.some((u) => u.undoes === r.id) })),
      }),
    ),
    http.post('*/api/stories/:id/revisions/:revisionId/undo', ({ params }) => {
      const story = stories.get(String(params.id));
      const revision = revisions.find((r) => r.id === params.revisionId);
      if (!story || !revision) return HttpResponse.json({ error: 'Change not found' }, { status: 404 });
      if (revisions.some((u) => u.undoes === revision.id)) return HttpResponse.json({ error: 'This change was undone already' }, { status: 409 });
      change(story, { ...story, ...revision.before } as Story, revision.id);
      return HttpResponse.json(stories.get(story.id));
    }),
  ];
}
