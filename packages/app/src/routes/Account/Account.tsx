import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DownloadEverything, ImportArchive, shownErrorText, useApiClient, useConversations, useProfile, useRevalidate, useStoryStats } from '@kinstory/features';
import { AlertDialog, Button, toast, type AlertDialogTone } from '@kinstory/ui';
import { RequireAuth } from '../../app/RequireAuth.tsx';
import { SectionCard } from '../../app/SectionCard.tsx';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { AuthUser } from '../../auth/AuthService.ts';
import { useDashboardSignOut } from '../../dashboards/useDashboardSignOut.ts';
import { browserStore } from '../../storage.ts';
import * as layout from '../../app/layout.css.ts';

export const SIGN_OUT_EVERYWHERE_TEXT =
  'You will be signed out on every phone, tablet and computer where you are signed in, this one too. Nothing you have recorded is deleted.';

export const DELETE_ARCHIVE_TEXT =
  'Every conversation, memory, story and follow-up item in the family archive will be deleted, and every member loses access to it. Members keep their own sign-in. This cannot be undone.';

export const DELETE_ACCOUNT_TEXT =
  'Your conversations and everything made from them (memories, stories and follow-up items), your place in the family archive and your sign-in will be deleted. This cannot be undone.';

/** What each delete card says: its title (its button's words too), the dialog's question, what goes, and the toast once it has gone. */
const deleteCardTexts = {
  account: {
    title: 'Delete my account',
    question: 'Delete your account?',
    text: DELETE_ACCOUNT_TEXT,
    deleted: { title: 'Your account was deleted', description: 'Thank you for the stories you shared.' },
  },
  archive: {
    title: 'Delete the family archive',
    question: 'Delete the whole family archive?',
    text: DELETE_ARCHIVE_TEXT,
    deleted: { title: 'The family archive was deleted', description: 'Your account stays; you can start a new archive.' },
  },
} as const;

/**
 * /account: sign out (here or everywhere), download my data (issue #16), delete my account, and for
 * an admin the archive (issue #15) and, while it is empty, an import (issue #16).
 */
export default function Account() {
  return <RequireAuth loadingText="Loading your account...">{(user) => <AccountPage user={user} />}</RequireAuth>;
}

function AccountPage({ user }: { user: AuthUser }) {
  const { data: profile } = useProfile();
  return (
    <div className={`${layout.narrow} ${layout.stack}`}>
      <h1 className={layout.heading}>Your account</h1>
      <p className={layout.muted}>Signed in as {profile?.email ?? user.email ?? 'an account without an e-mail'}</p>
      <SignOutCard />
      <DownloadCard />
      {profile?.persona === 'admin' && <ImportCard />}
      <DeleteAccountCard isAdmin={profile?.persona === 'admin'} />
      {profile?.persona === 'admin' && <DeleteArchiveCard />}
    </div>
  );
}

function SignOutCard() {
  const api = useApiClient();
  const signOut = useDashboardSignOut('/');
  const signOutEverywhere = async () => {
    await api.signOutEverywhere();
    toast({ title: 'Signed out everywhere', description: 'Sign in again on each device you use.' });
    await signOut();
  };
  return (
    <Section title="Sign out" description="Sign out on this device, or on every device where you are signed in.">
      <div className={layout.row}>
        <Button variant="outline" onPress={() => void signOut()}>
          Sign out on this device
        </Button>
        <AskFirstButton label="Sign out everywhere" title="Sign out everywhere?" pendingLabel="Signing out..." tone="default" onConfirm={signOutEverywhere}>
          {SIGN_OUT_EVERYWHERE_TEXT}
        </AskFirstButton>
      </div>
    </Section>
  );
}

function DownloadCard() {
  return (
    <Section title="Your data" description="A copy of everything you may see in the family archive: stories, conversations, recordings and the book.">
      <DownloadEverything />
    </Section>
  );
}

/** Import goes only into an archive with nothing in it yet (the server checks again and says so). */
function ImportCard() {
  const stats = useStoryStats();
  const conversations = useConversations();
  const revalidate = useRevalidate();
  // Kept once the import went in, so its summary stays on screen as the archive fills.
  const [imported, setImported] = useState(false);
  const empty = stats.data?.total_stories === 0 && conversations.data?.length === 0;
  if (!empty && !imported) return null;
  const onImported = () => {
    setImported(true);
    void revalidate('conversations', 'stories', 'storyStats', 'memories', 'followUpItems');
  };
  return (
    <Section title="Bring in an archive" description="Moving from another Kinstory server, or restoring a copy? Import its export here.">
      <ImportArchive onImported={onImported} />
    </Section>
  );
}

function DeleteAccountCard({ isAdmin }: { isAdmin: boolean }) {
  const api = useApiClient();
  const { service } = useAuth();
  const deleteAccount = async () => {
    await api.deleteAccount();
    // The server deleted the sign-in account too; this device only forgets it.
    browserStore.clearOnSignOut();
    await service.signOut().catch(() => undefined);
  };
  return (
    <DeleteCard {...deleteCardTexts.account} onDelete={deleteAccount}>
      {isAdmin && (
        <p className={layout.muted}>
          If you are the only admin of a family archive with other members, make another member admin first.
        </p>
      )}
    </DeleteCard>
  );
}

function DeleteArchiveCard() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const deleteArchive = async () => {
    await api.deleteArchive();
    // Every list the app holds was of the archive that is gone.
    await mutate(() => true, undefined, { revalidate: false });
  };
  return (
    <DeleteCard {...deleteCardTexts.archive} onDelete={deleteArchive} />
  );
}

interface DeleteCardProps {
  /** The card's title, and the words of its button. */
  title: string;
  /** The dialog's question. */
  question: string;
  /** What is deleted for good: on the card, and again in the dialog. */
  text: string;
  /** Deletes it on the server and forgets it on this device. */
  onDelete: () => Promise<void>;
  /** The toast once it is gone; then the app goes to the landing page. */
  deleted: Parameters<typeof toast>[0];
  children?: ReactNode;
}

/** A card that deletes something for good, once its dialog is confirmed. */
function DeleteCard({ title, question, text, onDelete, deleted, children }: DeleteCardProps) {
  const navigate = useNavigate();
  const confirm = async () => {
    await onDelete();
    toast(deleted);
    navigate('/');
  };
  return (
    <Section title={title} description={text}>
      {children}
      <div className={layout.row}>
        <AskFirstButton label={title} title={question} pendingLabel="Deleting..." onConfirm={confirm}>
          {text}
        </AskFirstButton>
      </div>
    </Section>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <SectionCard title={title} description={description} isRegion contentClassName={layout.stack}>
      {children}
    </SectionCard>
  );
}

interface AskFirstButtonProps {
  /** The button's words, and the confirming button's in the dialog. */
  label: string;
  /** The dialog's question. */
  title: string;
  pendingLabel: string;
  /** @default 'destructive' */
  tone?: AlertDialogTone;
  onConfirm: () => Promise<void>;
  /** What will happen, in plain words. */
  children: string;
}

/** A button that asks first: confirming in its dialog (the same words as the button) runs `onConfirm`. */
function AskFirstButton({ label, title, pendingLabel, tone = 'destructive', onConfirm, children }: AskFirstButtonProps) {
  return (
    <AlertDialog
      trigger={<Button variant={tone === 'destructive' ? 'destructive' : 'outline'}>{label}</Button>}
      title={title}
      confirmLabel={label}
      pendingLabel={pendingLabel}
      tone={tone}
      onConfirm={onConfirm}
      describeError={shownErrorText}
    >
      {children}
    </AlertDialog>
  );
}
