import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePersonaDashboard } from '../../routing/usePersonaDashboard.ts';
import { PageLoading } from '../../app/RequireAuth.tsx';

/** Legacy /dashboard: resolves the persona dashboard and replaces the location (SPEC §2). */
export default function DashboardRedirect() {
  const navigate = useNavigate();
  const dashboard = usePersonaDashboard();
  useEffect(() => {
    let active = true;
    void dashboard().then((path) => {
      if (active) navigate(path, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [dashboard, navigate]);
  return <PageLoading text="Redirecting to your dashboard..." />;
}
