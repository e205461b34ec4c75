import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_REDIRECT_DELAY_MS } from '@kinstory/contract';
import { useUpdateProfile } from '@kinstory/features';
import { Alert, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, TextField } from '@kinstory/ui';
import { authErrorCode, authErrorMessage } from '../../auth/authErrors.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { saveStoredOnboarding } from '../../onboarding/saveStoredOnboarding.ts';
import { validateSignUp } from '../../onboarding/validation.ts';
import { safeNext } from '../../routing/safeNext.ts';
import * as layout from '../../app/layout.css.ts';
import * as css from './Auth.css.ts';
import { EmailLinkSignIn } from './EmailLinkSignIn.tsx';

type Mode = 'signin' | 'signup' | 'link';

const modeOf = (param: string | null): Mode => (param === 'signup' || param === 'link' ? param : 'signin');

export const authTexts = {
  signinTitle: 'Welcome Back',
  signupTitle: 'Create Your Account',
  passwordHint: 'Must be at least 6 characters',
  signedIn: 'Signed in! Redirecting to dashboard...',
  created: 'Account created! Redirecting to dashboard...',
  verify: 'Account created successfully! Please check your email to verify your account.',
  resetSent: 'Password reset email sent! Please check your inbox.',
  resetNeedsEmail: 'Please type your email address above first, then choose "Forgot password?" again.',
  noPassword: 'No password? We can e-mail you a link that signs you in.',
  terms: 'By continuing, you agree to our Terms of Service and Privacy Policy',
} as const;

interface Success {
  title: string;
  text?: string;
}

/** Sign in / sign up (SPEC §2 Auth page). Success always goes to /admin-dashboard, or to `next`. */
export default function Auth() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const { service } = useAuth();
  const updateProfile = useUpdateProfile();
  const [mode, setMode] = useState<Mode>(modeOf(params.get('mode')));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (redirect.current && clearTimeout(redirect.current)), []);

  const signingUp = mode === 'signup';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const invalid = validateSignUp({ email, password, confirmPassword }, signingUp ? 'signup' : 'signin');
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      if (signingUp) {
        await service.signUp(email.trim(), password);
        await saveStoredOnboarding(updateProfile);
        setSuccess({ title: authTexts.created, text: authTexts.verify });
      } else {
        await service.signIn(email.trim(), password);
        setSuccess({ title: authTexts.signedIn });
      }
      redirect.current = setTimeout(() => navigate(next ?? '/admin-dashboard'), AUTH_REDIRECT_DELAY_MS);
    } catch (caught) {
      setError(authErrorCode(caught) ? authErrorMessage(caught) : signingUp ? 'Failed to create account' : 'Failed to sign in');
      setBusy(false);
    }
  };

  const resetPassword = async () => {
    setError(null);
    setSuccess(null);
    if (!email.trim()) {
      setError(authTexts.resetNeedsEmail);
      return;
    }
    try {
      await service.sendPasswordReset(email.trim());
      setSuccess({ title: authTexts.resetSent });
    } catch (caught) {
      setError(authErrorCode(caught) ? authErrorMessage(caught) : 'An error occurred');
    }
  };

  const toggle = () => {
    setMode(signingUp ? 'signin' : 'signup');
    setError(null);
    setSuccess(null);
  };

  const home = (
    <Link to="/" className={css.home}>
      Kinstory
    </Link>
  );
  if (mode === 'link') {
    return (
      <div className={layout.narrow}>
        {home}
        <EmailLinkSignIn continuePath={next ?? '/dashboard'} onUsePassword={() => setMode('signin')} />
      </div>
    );
  }

  return (
    <div className={layout.narrow}>
      {home}
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>{signingUp ? authTexts.signupTitle : authTexts.signinTitle}</h1>
          <CardDescription>
            {signingUp ? 'Create an account to keep your family stories safe.' : 'Sign in to continue preserving your family stories.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className={layout.stack} onSubmit={submit} noValidate>
            {error && <Alert>{error}</Alert>}
            {success && (
              <Alert tone="success" title={success.title}>
                {success.text}
              </Alert>
            )}
            <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              description={authTexts.passwordHint}
              value={password}
              onChange={setPassword}
              isRequired
            />
            {signingUp && (
              <TextField
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={setConfirmPassword}
                isRequired
              />
            )}
            <Button type="submit" size="lg" // Not isPending: react-aria then announces the button by id, and the announcement outlives
            // the button once the page navigates away (an axe violation).
            isDisabled={busy}>
              {signingUp ? 'Create Account' : 'Sign In'}
            </Button>
            {!signingUp && (
              <Button variant="link" onPress={resetPassword}>
                Forgot password?
              </Button>
            )}
          </form>
          {!signingUp && (
            // Issue #20: people without a password (the storyteller) are sent a link instead.
            <div className={css.noPassword}>
              <p className={layout.muted}>{authTexts.noPassword}</p>
              <Button variant="outline" size="lg" onPress={() => setMode('link')}>
                Email me a sign-in link
              </Button>
            </div>
          )}
        </CardContent>
        <CardFooter className={layout.stack}>
          <Button variant="outline" onPress={toggle}>
            {signingUp ? 'Sign In Instead' : 'Create New Account'}
          </Button>
          <p className={layout.muted}>{authTexts.terms}</p>
        </CardFooter>
      </Card>
    </div>
  );
}
