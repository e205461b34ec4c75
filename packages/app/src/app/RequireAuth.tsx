import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { AuthUser } from '../auth/AuthService.ts';
import * as css from './layout.css.ts';

/** Chat and the dashboards: signed out → /auth (SPEC §4 Auth), or `signInPath` where given. */
export function RequireAuth({
  loadingText,
  signInPath = '/auth',
  children,
}: {
  loadingText: string;
  /** Where a signed-out visitor is sent, e.g. with `next` to come back. @default '/auth' */
  signInPath?: string;
  children: (user: AuthUser) => ReactNode;
}) {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading text={loadingText} />;
  if (state.status === 'signedOut') return <Navigate to={signInPath} replace />;
  return <>{children(state.user)}</>;
}

export function PageLoading({ text }: { text: string }) {
  return (
    <p role="status" className={css.loading}>
      {text}
    </p>
  );
}
