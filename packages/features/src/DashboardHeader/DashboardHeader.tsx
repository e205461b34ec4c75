import { forwardRef } from 'react';
import { Button } from '@kinstory/ui';
import { avatarLetter } from './avatarLetter.ts';
import * as css from './DashboardHeader.css.ts';

export type DashboardKind = 'storyteller' | 'admin' | 'contributor';

export interface DashboardHeaderProps {
  dashboard: DashboardKind;
  userName?: string | null;
  email?: string | null;
  subjectName?: string | null;
  onSignOut: () => void;
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
  { dashboard, userName = null, email = null, subjectName = null, onSignOut },
  ref,
) {
  const { heading, subtitle } = texts(dashboard, userName?.trim() || null, subjectName?.trim() || null);
  return (
    <header ref={ref} className={css.root}>
      <div className={css.who}>
        <span className={css.avatar} aria-hidden="true" data-testid="avatar">
          {avatarLetter(userName, email, fallbackLetter[dashboard])}
        </span>
        <div>
          <h1 className={css.heading}>{heading}</h1>
          <p className={css.subtitle}>{subtitle}</p>
        </div>
      </div>
      <Button variant="outline" onPress={onSignOut}>
        Sign Out
      </Button>
    </header>
  );
});
DashboardHeader.displayName = 'DashboardHeader';
