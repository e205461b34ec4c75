import { forwardRef } from 'react';
import { Button, Skeleton, VisuallyHidden } from '@kinstory/ui';
import { avatarLetter } from './avatarLetter.ts';
import * as css from './DashboardHeader.css.ts';

export type DashboardKind = 'storyteller' | 'admin' | 'contributor';

export interface DashboardHeaderProps {
  dashboard: DashboardKind;
  userName?: string | null;
  email?: string | null;
  subjectName?: string | null;
  onSignOut: () => void;
  /**
   * The profile is still on its way: the name and subject (and the avatar letter) are grey shapes
   * of a line's height rather than 'Friend' or 'Coordinator' for a moment. Static texts show.
   */
  loading?: boolean;
}

const fallbackLetter: Record<DashboardKind, string> = { storyteller: 'U', admin: 'A', contributor: 'C' };

function texts(dashboard: DashboardKind, userName: string | null, subjectName: string | null) {
  if (dashboard === 'admin') return { heading: 'Admin Dashboard', subtitle: (userName || 'Coordinator') + ' • Managing family archive' };
  const heading = 'Welcome, ' + (userName || 'Friend') + '!';
  if (dashboard === 'storyteller') {
    return { heading, subtitle: subjectName ? 'Preserving memories with ' + subjectName : 'Start capturing precious memories' };
  }
  return { heading, subtitle: subjectName ? 'Contributing to ' + subjectName + "'s story" : 'Add your voice to the family archive' };
}

/** The top of a dashboard: avatar letter, greeting, subtitle and Sign Out. */
export const DashboardHeader = forwardRef<HTMLElement, DashboardHeaderProps>(function DashboardHeader(
  { dashboard, userName = null, email = null, subjectName = null, onSignOut, loading = false },
  ref,
) {
  const { heading, subtitle } = texts(dashboard, userName?.trim() || null, subjectName?.trim() || null);
  return (
    <header ref={ref} className={css.root} aria-busy={loading || undefined}>
      <div className={css.who}>
        <span className={css.avatar} aria-hidden="true" data-testid="avatar">
          {loading ? '' : avatarLetter(userName, email, fallbackLetter[dashboard])}
        </span>
        <div className={css.text}>
          <h1 className={css.heading}>
            {/* The admin's heading names no one, so it shows at once. */}
            {loading && dashboard !== 'admin' ? <LinePlaceholder width="60%" label="Welcome" /> : heading}
          </h1>
          <p className={css.subtitle}>{loading ? <LinePlaceholder width="85%" /> : subtitle}</p>
        </div>
      </div>
      <Button variant="outline" onPress={onSignOut}>
        Sign Out
      </Button>
    </header>
  );
});
DashboardHeader.displayName = 'DashboardHeader';

/** A grey line holding a non-breaking space, so it is exactly one line of the text it stands for. */
function LinePlaceholder({ width, label }: { width: string; label?: string }) {
  return (
    <>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      <Skeleton className={css.line} style={{ width }}>
        {'\u00a0'}
      </Skeleton>
    </>
  );
}
