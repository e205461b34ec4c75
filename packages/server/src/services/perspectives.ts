import { type Perspective, voiceTexts } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import { forbidden, may, membershipOf, readerOf } from './access.ts';

const storyNotFound = () => new HttpError(404, 'Story not found');

/**
 * Family perspectives (issue #17, ARCHITECTURE "Who may do what"): admins, storytellers and
 * contributors add their own words to a story they may see, written or told aloud; everyone who
 * may see the story sees them, with the author's name. A story that is missing, of another
 * archive, discarded or private to the caller answers 404 alike.
 */
export function createPerspectivesService(deps: { repos: Repositories }) {
  const { repos } = deps;

  async function add(user: AuthUser, storyId: number, body: { text: string; recordingId?: string }): Promise<Perspective> {
    const membership = await membershipOf(repos, user);
    if (!membership) throw storyNotFound();
    if (!may.addPerspective(membership.role)) throw forbidden();
    const { archiveId } = membership;
    const perspective = await repos.transaction(async (tx) => {
      // Locked until the perspective is in (PostgreSQL), so a delete of the story waits and takes it along.
      const story = await repos.corrections.findItem('story', archiveId, storyId, readerOf(membership, user.uid), tx);
      if (!story || story.status === 'discarded') throw storyNotFound();
      const id = await repos.perspectives.add({ archiveId, storyId, uid: user.uid, text: body.text }, tx);
      if (body.recordingId !== undefined && !(await repos.recordings.attach(body.recordingId, { uid: user.uid, archiveId }, { perspectiveId: id }, tx))) {
        throw new HttpError(400, voiceTexts.recordingNotFound);
      }
      return (await repos.perspectives.find(id, tx))!;
    });
    repos.content.forgetStoryLists(archiveId);
    return perspective;
  }

  return { add };
}
export type PerspectivesService = ReturnType<typeof createPerspectivesService>;
