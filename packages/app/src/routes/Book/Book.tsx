import { Navigate } from 'react-router-dom';
import { MakeBook, mayWrite, useProfile } from '@kinstory/features';
import { Alert } from '@kinstory/ui';
import { PageLoading, RequireAuth } from '../../app/RequireAuth.tsx';
import { dashboardFor } from '../../routing/persona.ts';
import * as layout from '../../app/layout.css.ts';

const LOADING = 'Loading your book...';

/** /book (issue #16): admins, storytellers and contributors make the book; a viewer goes to their dashboard. */
export default function Book() {
  return <RequireAuth loadingText={LOADING}>{() => <BookPage />}</RequireAuth>;
}

function BookPage() {
  const profile = useProfile();
  if (profile.isLoading) return <PageLoading text={LOADING} />;
  const persona = profile.data?.persona;
  if (profile.data && !mayWrite(persona)) return <Navigate to={dashboardFor(persona)} replace />;
  return (
    <div className={`${layout.page} ${layout.stack}`}>
      <h1 className={layout.heading}>The book</h1>
      <p className={layout.muted}>Choose the stories, see how the book will look, and download it as a PDF to print.</p>
      {profile.error ? <Alert>{profile.error.message}</Alert> : <MakeBook />}
    </div>
  );
}
