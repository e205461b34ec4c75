import type { MemoryPatch, MemoryPayload, Revision, Story, StoryPatch, StoredMemory } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import { toStoredMemory, toStory } from '../storage/repositories/archiveContent.ts';
import type { ItemChanges, ItemKind } from '../storage/repositories/corrections.ts';
import type { MemoryRow, StoryRow } from '../storage/schema.ts';
import { forbidden, may, membershipOf, readerOf } from './access.ts';

type Fields = Record<string, unknown>;

/** How each kind of item is shown, edited and written: the fields a member may change, in the API's spelling. */
interface ItemShape<Row> {
  notFound: string;
  /** The editable fields as they are now. */
  fields(row: Row): Fields;
  /** The columns that hold `fields` (all of them, changed or not). */
  columns(row: Row, fields: Fields): ItemChanges<ItemKind>;
}

const storyShape: ItemShape<StoryRow> = {
  notFound: 'Story not found',
  fields(row) {
    const story = toStory(row);
    return {
      title: story.title,
      theme: story.theme,
      summary: story.summary,
      narrative: story.narrative,
      significance: story.significance,
      status: story.status,
      private: story.private,
    };
  },
  columns(_row, f) {
    const narrative = f.narrative as Story['narrative'];
    const significance = f.significance as Story['significance'];
    return {
      title: f.title as string,
      theme: f.theme as string,
      summary: f.summary as string,
      narrative: JSON.stringify(narrative),
      people: JSON.stringify(narrative.people),
      significance_level: significance.level,
      significance_reason: significance.reason,
      status: f.status as Story['status'],
      private: f.private ? 1 : 0,
    };
  },
};

const memoryShape: ItemShape<MemoryRow> = {
  notFound: 'Memory not found',
  fields(row) {
    const { payload, status } = toStoredMemory(row);
    return { people: payload.people, places: payload.places, dates: payload.dates, relationships: payload.relationships, status };
  },
  columns(row, f) {
    const payload = JSON.parse(row.payload) as MemoryPayload;
    const edited = { ...payload, people: f.people, places: f.places, dates: f.dates, relationships: f.relationships };
    return { payload: JSON.stringify(edited), status: f.status as StoredMemory['status'] };
  },
};

const shapes = { story: storyShape, memory: memoryShape } as const;
type Out<K extends ItemKind> = K extends 'story' ? Story : StoredMemory;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The patch laid over the fields: a nested object (narrative, significance) keeps what the patch leaves out. */
function merged(current: Fields, patch: Fields): Fields {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const was = current[key];
    next[key] = value && typeof value === 'object' && !Array.isArray(value) && was && typeof was === 'object' ? { ...was, ...value } : value;
  }
  return next;
}

/** The fields that differ, as they were and as they are. */
function difference(current: Fields, next: Fields): { before: Fields; after: Fields } {
  const before: Fields = {};
  const after: Fields = {};
  for (const key of Object.keys(next)) {
    if (same(current[key], next[key])) continue;
    before[key] = current[key];
    after[key] = next[key];
  }
  return { before, after };
}

/**
 * Confirm and correct (issue #17, ARCHITECTURE "Who may do what"): every member who writes may
 * confirm, correct or discard the archive's stories and memories; every member may read their
 * history. Each change is a revision (who, when, the fields before and after), and a revision can
 * be undone while the fields it changed still hold what it left there. Another archive's ids
 * answer 404, like missing ones.
 */
export function createCorrectionsService(deps: { repos: Repositories }) {
  const { repos } = deps;

  async function memberFor(user: AuthUser, kind: ItemKind, write: boolean) {
    const membership = await membershipOf(repos, user);
    if (!membership) throw new HttpError(404, shapes[kind].notFound);
    if (write && !may.correctItems(membership.role)) throw forbidden();
    return { ...membership, reader: readerOf(membership, user.uid) };
  }

  /** The item as the reader may see it; missing, another archive's or hidden: 404 alike. */
  async function itemOr404<R extends StoryRow | MemoryRow>(kind: ItemKind, found: Promise<R | undefined>): Promise<R> {
    const row = await found;
    if (!row) throw new HttpError(404, shapes[kind].notFound);
    return row;
  }

  function afterChange(kind: ItemKind, archiveId: string) {
    if (kind === 'story') repos.content.forgetStoryLists(archiveId);
  }

  async function patch<K extends ItemKind>(user: AuthUser, kind: K, id: number, body: K extends 'story' ? StoryPatch : MemoryPatch): Promise<Out<K>> {
    const { archiveId, reader } = await memberFor(user, kind, true);
    const shape = shapes[kind] as unknown as ItemShape<StoryRow | MemoryRow>;
    const row = await repos.transaction(async (tx) => {
      const item = await itemOr404(kind, repos.corrections.findItem(kind, archiveId, id, reader, tx));
      // Making a story private, or shared again, is for admins and storytellers.
      if ('private' in body && body.private !== undefined && !reader.seesPrivate) throw forbidden();
      const current = shape.fields(item);
      const next = merged(current, body as Fields);
      const { before, after } = difference(current, next);
      if (Object.keys(after).length === 0) return item;
      return repos.corrections.change(kind, item, shape.columns(item, next), { uid: user.uid, before, after }, tx);
    });
    afterChange(kind, archiveId);
    return present(kind, row);
  }

  /** The item as the API shows it: a story with its recordings and perspectives. */
  async function present<K extends ItemKind>(kind: K, row: StoryRow | MemoryRow): Promise<Out<K>> {
    if (kind === 'story') return (await repos.content.withExtras([row as StoryRow]))[0] as Out<K>;
    return toStoredMemory(row as MemoryRow) as Out<K>;
  }

  async function undo<K extends ItemKind>(user: AuthUser, kind: K, id: number, revisionId: number): Promise<Out<K>> {
    const { archiveId, reader } = await memberFor(user, kind, true);
    const shape = shapes[kind] as unknown as ItemShape<StoryRow | MemoryRow>;
    const row = await repos.transaction(async (tx) => {
      const item = await itemOr404(kind, repos.corrections.findItem(kind, archiveId, id, reader, tx));
      const found = await repos.corrections.findRevision(kind, id, revisionId, tx);
      if (!found) throw new HttpError(404, 'Change not found');
      if (found.undone) throw new HttpError(409, 'This change was undone already');
      const before = JSON.parse(found.row.before) as Fields;
      const after = JSON.parse(found.row.after) as Fields;
      const current = shape.fields(item);
      if ('private' in after && !reader.seesPrivate) throw forbidden();
      if (Object.keys(after).some((key) => !same(current[key], after[key]))) {
        throw new HttpError(409, 'This was changed again since: undo the later change first');
      }
      const next = { ...current, ...before };
      return repos.corrections.change(kind, item, shape.columns(item, next), { uid: user.uid, before: after, after: before, undoes: revisionId }, tx);
    });
    afterChange(kind, archiveId);
    return present(kind, row);
  }

  async function revisions(user: AuthUser, kind: ItemKind, id: number): Promise<Revision[]> {
    const { archiveId, reader } = await memberFor(user, kind, false);
    await itemOr404(kind, repos.corrections.findItem(kind, archiveId, id, reader));
    return repos.corrections.listRevisions(kind, id);
  }

  return { patch, undo, revisions };
}
export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
