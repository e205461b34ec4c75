import { Link, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Button, buttonRecipe, LinkButton, ThemeToggle, toast } from '@kinstory/ui';
import { useAuth } from '../auth/AuthProvider.tsx';
import { usePersonaDashboard } from '../routing/usePersonaDashboard.ts';
import { browserStore } from '../storage.ts';
import type { PageHandle } from './routes.ts';
import * as css from './Header.css.ts';

export const SIGN_OUT_FAILED = 'Failed to sign out. Please try again.';

/** The global header (SPEC §2): hidden on /auth. */
export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { state, service } = useAuth();
  const dashboard = usePersonaDashboard();
  const signedInPage = useMatches().some((match) => (match.handle as PageHandle | undefined)?.signedIn);
  if (pathname === '/auth') return null;
  const showDashboard = !pathname.includes('dashboard');
  const showAccount = pathname !== '/account';

  const signOut = async () => {
    browserStore.clearOnSignOut();
    try {
      await service.signOut();
      toast({ title: 'Signed out successfully!' });
      navigate('/');
    } catch (error) {
      console.error('Sign out failed', error);
      toast({ title: SIGN_OUT_FAILED, variant: 'destructive' });
    }
  };

  return (
    <header className={css.header}>
      <Link to="/" className={css.logo}>
        Kinstory
      </Link>
      <div className={css.actions}>
        <ThemeToggle />
        {state.status === 'loading' && (
          <>
            {/* A page for someone signed in keeps the room of the buttons to come, so they do not move the page down. */}
            {signedInPage && showDashboard && <span className={`${buttonRecipe({ variant: 'outline' })} ${css.reserved}`}>Dashboard</span>}
            {signedInPage && showAccount && <span className={`${buttonRecipe({ variant: 'ghost' })} ${css.reserved}`}>Your account</span>}
            <span role="status" className={css.pending}>
              Loading...
            </span>
          </>
        )}
        {state.status === 'signedIn' && (
          <>
            <span className={css.email}>{state.user.email}</span>
            {showDashboard && (
              <Button variant="outline" onPress={async () => navigate(await dashboard())}>
                Dashboard
              </Button>
            )}
            {showAccount && (
              <LinkButton variant="ghost" href="/account">
                Your account
              </LinkButton>
            )}
            <Button variant="ghost" onPress={signOut}>
              Sign Out
            </Button>
          </>
        )}
        {state.status === 'signedOut' && <LinkButton href="/auth">Sign In</LinkButton>}
      </div>
    </header>
  );
}
