import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DashboardHeader, useProfile, type DashboardKind } from '@kinstory/features';
import { PageLoading } from '../app/RequireAuth.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { AuthUser } from '../auth/AuthService.ts';
import { browserStore, type CachedDashboardHeader } from '../storage.ts';
import { useDashboardSignOut } from './useDashboardSignOut.ts';
import * as css from './DashboardFrame.css.ts';

export interface DashboardFrameProps {
  dashboard: DashboardKind;
  /** Shown where the cards will be, while the sign-in is checked. */
  loadingText: string;
  /** Where the header's Sign Out ends. */
  signOutTo: string;
  /** The first card of the main column, shown at once and kept in place as the page fills in. */
  start: ReactNode;
  /** The main column's cards after `start`; mounted once someone is signed in (they call the API). */
  main: ReactNode;
  /** The side column's cards, beside the main one on wide screens and after it on phones; mounted as `main`. */
  side: ReactNode;
}

/**
 * A dashboard's frame: the header and the Start card show at once, with the loading text where the
 * cards will be, while the sign-in is checked. The header shows the name from the last visit (see
 * `cachedDashboardHeader`), or grey lines on a first visit. Signed out, it goes to /auth.
 */
export function DashboardFrame({ dashboard, loadingText, signOutTo, start, main, side }: DashboardFrameProps) {
  const { state } = useAuth();
  const signOut = useDashboardSignOut(signOutTo);
  const [cached] = useState(() => browserStore.getDashboardHeader());
  // The restored session mounts every card: as a deferred value that work is a transition, which
  // yields to the browser every few ms rather than holding a slow phone's main thread.
  const user = useDeferredValue(state.status === 'signedIn' ? state.user : null);
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  const onSignOut = () => void signOut();
  // One tree in every state: the Start card stays mounted (and in place) as the page fills in.
  return (
    <div className={css.page}>
      <FrameHeader dashboard={dashboard} user={user} cached={cached} onSignOut={onSignOut} />
      <div className={css.columns}>
        <div className={css.column}>
          {start}
          {user ? main : <PageLoading text={loadingText} />}
        </div>
        <div className={css.column}>{user && side}</div>
      </div>
    </div>
  );
}

/**
 * The header's texts: the profile once it answers, the last visit's until then (same user only),
 * grey lines on a first visit; the fallback texts of SPEC §2 when the profile could not be loaded.
 * One header element in every state, so Sign Out stays the same button while the sign-in is checked
 * and the profile arrives: a press begun on a button swapped for another mid-click was lost (the
 * e2e suite once clicked it as the session came back, and stayed on the dashboard).
 */
function FrameHeader({
  dashboard,
  user,
  cached,
  onSignOut,
}: {
  dashboard: DashboardKind;
  /** Null while the sign-in is checked. */
  user: AuthUser | null;
  /** The header from the last visit, of whoever it was. */
  cached: CachedDashboardHeader | null;
  onSignOut: () => void;
}) {
  const { data, isLoading } = useProfile(undefined, user !== null);
  useEffect(() => {
    if (data && user) browserStore.setDashboardHeader({ uid: user.uid, userName: data.userName, email: data.email, subjectName: data.subjectName });
  }, [data, user]);
  const header = !user
    ? cached
      ? headerTexts(cached)
      : { loading: true }
    : data
      ? { userName: data.userName, email: data.email ?? user.email, subjectName: data.subjectName }
      : isLoading
        ? cached?.uid === user.uid
          ? headerTexts(cached)
          : { loading: true, email: user.email }
        : { email: user.email };
  return <DashboardHeader dashboard={dashboard} {...header} onSignOut={onSignOut} />;
}

const headerTexts = ({ userName, email, subjectName }: CachedDashboardHeader) => ({ userName, email, subjectName });
