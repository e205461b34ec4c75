import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { significanceLevels, storyThemes, type Revision, type Story, type StoryPatch } from '@kinstory/contract';
import { Alert, Button, TextField } from '@kinstory/ui';
import { shownErrorText, type ItemCorrections } from '../api/index.ts';
import { formatDate } from '../format/index.ts';
import { useBusyAction } from '../shared/useBusyAction.ts';
import { EditForm, SelectField } from './EditForm.tsx';
import * as css from './StoryCard.css.ts';

export type { ItemCorrections };

type Editable = Pick<Story, 'title' | 'theme' | 'summary' | 'narrative' | 'significance' | 'status'> & Partial<Pick<Story, 'private'>>;

/** The field names of a change, in plain words: 'place and title'. */
const fieldWords: Record<string, string> = {
  title: 'title',
  theme: 'theme',
  summary: 'summary',
  narrative: 'people, when, where or what',
  significance: 'why it matters',
  status: 'status',
  private: 'privacy',
  people: 'people',
  places: 'places',
  dates: 'dates',
  relationships: 'relationships',
};

/** 'confirmed it', 'discarded it', 'changed the title and summary'. */
export function describeChange(revision: Pick<Revision, 'after'>): string {
  const keys = Object.keys(revision.after);
  const status = revision.after.status as string | undefined;
  const others = keys.filter((k) => k !== 'status' && k !== 'private').map((k) => fieldWords[k] ?? k);
  const parts: string[] = [];
  if (status === 'confirmed') parts.push('confirmed it');
  if (status === 'discarded') parts.push('discarded it');
  if (status === 'draft') parts.push('marked it as a draft');
  if (revision.after.private === true) parts.push('made it private');
  if (revision.after.private === false) parts.push('shared it with the family');
  if (others.length) parts.push(`changed the ${others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0]}`);
  return parts.join(' and ');
}

export const names = (text: string) =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/** Confirm, Edit, Discard and History under a story (the server keeps each change as a revision). */
export function StoryCorrections({ story, corrections, canMarkPrivate = false }: { story: Editable; corrections: ItemCorrections<StoryPatch>; canMarkPrivate?: boolean }) {
  return (
    <CorrectionControls
      name={story.title}
      noun="Story"
      status={story.status}
      corrections={corrections}
      privacy={canMarkPrivate ? { isPrivate: story.private === true, set: (next) => corrections.save({ private: next }) } : undefined}
      editForm={(close) => <StoryEditForm story={story} onCancel={close} onSave={(patch) => corrections.save(patch).then(close)} />}
    />
  );
}

export interface CorrectionControlsProps<P> {
  /** Names the item in each button's accessible name: 'Confirm Lost at the fair'. */
  name: string;
  /** 'Story' or 'Memory', in the toasts: 'Story confirmed'. */
  noun: string;
  status: Story['status'];
  corrections: ItemCorrections<P | { status: Story['status'] }>;
  /** The item's edit form; `close` ends editing. */
  editForm: (close: () => void) => ReactNode;
  /** 'Make private' / 'Share with the family', for those who may (admins and storytellers). */
  privacy?: { isPrivate: boolean; set: (next: boolean) => Promise<void> };
}

/** Confirm (a draft), Edit, Discard and History of a story or memory; History lists the changes with Undo. */
export function CorrectionControls<P>({ name, noun, status, corrections, editForm, privacy }: CorrectionControlsProps<P>) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'history'>('idle');
  const { busy, run } = useBusyAction();
  if (mode === 'editing') return editForm(() => setMode('idle'));
  return (
    <>
      <div className={css.buttons}>
        {status === 'draft' && (
          <Button size="sm" isDisabled={busy} aria-label={`Confirm ${name}`} onPress={() => void run(() => corrections.save({ status: 'confirmed' }), `${noun} confirmed`)}>
            Confirm
          </Button>
        )}
        <Button size="sm" variant="outline" isDisabled={busy} aria-label={`Edit ${name}`} onPress={() => setMode('editing')}>
          Edit
        </Button>
        <Button size="sm" variant="outline" isDisabled={busy} aria-label={`Discard ${name}`} onPress={() => void run(() => corrections.save({ status: 'discarded' }), `${noun} discarded`)}>
          Discard
        </Button>
        {privacy && (
          <Button
            size="sm"
            variant="outline"
            isDisabled={busy}
            aria-label={`${privacy.isPrivate ? 'Share with the family' : 'Make private'}: ${name}`}
            onPress={() =>
              void run(() => privacy.set(!privacy.isPrivate), privacy.isPrivate ? `${noun} shared with the family` : `${noun} is private: only admins, storytellers and its teller see it`)
            }
          >
            {privacy.isPrivate ? 'Share with the family' : 'Make private'}
          </Button>
        )}
        <Button size="sm" variant="outline" aria-expanded={mode === 'history'} aria-label={`History of ${name}`} onPress={() => setMode(mode === 'history' ? 'idle' : 'history')}>
          History
        </Button>
      </div>
      {mode === 'history' && <RevisionHistory corrections={corrections} />}
    </>
  );
}

/** The item's changes, newest first, each with who, when and an Undo while it may be undone. */
export function RevisionHistory({ corrections }: { corrections: Pick<ItemCorrections<unknown>, 'history' | 'undo'> }) {
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { history } = corrections;
  const load = useCallback(
    () =>
      history().then(
        (r) => setRevisions(r),
        (e: unknown) => setError(shownErrorText(e)),
      ),
    [history],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const { run } = useBusyAction();
  const undo = (revision: Revision) =>
    run(async () => {
      await corrections.undo(revision.id);
      await load();
    }, 'Change undone');
  return (
    <section aria-label="Changes" className={css.history}>
      {error && <Alert>{error}</Alert>}
      {revisions === null && !error && <p className={css.muted}>Loading…</p>}
      {revisions?.length === 0 && <p className={css.muted}>No changes yet: this is what the interviewer wrote down.</p>}
      {revisions && revisions.length > 0 && (
        <ol className={css.historyList}>
          {revisions.map((revision) => (
            <li key={revision.id} className={css.historyItem}>
              <span>
                {`${revision.by.name} ${revision.undoes ? 'undid a change' : describeChange(revision)}, ${formatDate(revision.at)}`}
                {revision.undone && <span className={css.muted}> (undone)</span>}
              </span>
              {!revision.undone && !revision.undoes && (
                <Button size="sm" variant="outline" onPress={() => void undo(revision)}>
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The story's fields as a form; only what changed is sent. */
function StoryEditForm({ story, onSave, onCancel }: { story: Editable; onSave: (patch: StoryPatch) => Promise<void>; onCancel: () => void }) {
  const [title, setTitle] = useState(story.title);
  const [theme, setTheme] = useState(story.theme);
  const [summary, setSummary] = useState(story.summary);
  const [people, setPeople] = useState(story.narrative.people.join(', '));
  const [when, setWhen] = useState(story.narrative.dateContext);
  const [where, setWhere] = useState(story.narrative.place);
  const [what, setWhat] = useState(story.narrative.actionOrEvent);
  const [level, setLevel] = useState(story.significance.level);
  const [reason, setReason] = useState(story.significance.reason);

  const changes = (): StoryPatch | string | null => {
    if (!title.trim()) return 'Please give the story a title.';
    const patch: StoryPatch = {};
    if (title.trim() !== story.title) patch.title = title;
    if (theme !== story.theme) patch.theme = theme as StoryPatch['theme'];
    if (summary !== story.summary) patch.summary = summary;
    const narrative: NonNullable<StoryPatch['narrative']> = {};
    if (names(people).join(',') !== story.narrative.people.join(',')) narrative.people = names(people);
    if (when !== story.narrative.dateContext) narrative.dateContext = when;
    if (where !== story.narrative.place) narrative.place = where;
    if (what !== story.narrative.actionOrEvent) narrative.actionOrEvent = what;
    if (Object.keys(narrative).length) patch.narrative = narrative;
    const significance: NonNullable<StoryPatch['significance']> = {};
    if (level !== story.significance.level) significance.level = level as NonNullable<StoryPatch['significance']>['level'] & string;
    if (reason !== story.significance.reason) significance.reason = reason;
    if (Object.keys(significance).length) patch.significance = significance;
    return Object.keys(patch).length ? patch : null;
  };

  return (
    <EditForm label={`Edit ${story.title}`} savedText="Story saved" changes={changes} onSave={onSave} onCancel={onCancel}>
      <TextField label="Title" value={title} onChange={setTitle} isRequired />
      <SelectField label="Theme" value={theme} choices={storyThemes} onChange={setTheme} />
      <TextField label="Summary" value={summary} onChange={setSummary} multiline />
      <TextField label="People" description="Names, separated by commas" value={people} onChange={setPeople} />
      <TextField label="When" value={when} onChange={setWhen} />
      <TextField label="Where" value={where} onChange={setWhere} />
      <TextField label="What happened" value={what} onChange={setWhat} multiline />
      <SelectField label="How much it matters" value={level} choices={significanceLevels} onChange={setLevel} />
      <TextField label="Why This Matters" value={reason} onChange={setReason} multiline />
    </EditForm>
  );
}
