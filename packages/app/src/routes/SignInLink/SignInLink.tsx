import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { promptTexts } from '@kinstory/contract';
import { Alert, Button, LinkButton, TextField } from '@kinstory/ui';
import { authErrorMessage, signInLinkFailure } from '../../auth/authErrors.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { continuePathOf } from '../../signInLink/continuePath.ts';
import { EmailLinkForm } from '../../signInLink/EmailLinkForm.tsx';
import { browserStore } from '../../storage.ts';
import { PageCard } from '../../app/PageCard.tsx';
import * as layout from '../../app/layout.css.ts';

export const signInLinkTexts = {
  signingIn: 'Signing you in...',
  confirmTitle: 'Confirm your e-mail address',
  confirm: 'You opened the link on another device or browser. Please type the e-mail address the link was sent to.',
  wrongAddress: 'That is not the address this link was sent to. Please type the e-mail address the link was sent to.',
  needsEmail: 'Please type your e-mail address.',
  expiredTitle: 'This link no longer works',
  expired: `${promptTexts.linkExpired} We can send you a new one.`,
  newLink: 'Email me a new sign-in link',
  notALinkTitle: 'This link is not a sign-in link',
  notALink: 'Please open the link in your e-mail again, or go to the home page.',
} as const;

type Step =
  | { kind: 'checking' }
  | { kind: 'signingIn' }
  | { kind: 'needsEmail'; email: string; error: string | null }
  | { kind: 'expired'; email: string }
  | { kind: 'notALink' };

/**
 * /sign-in/link: finishes the e-mail sign-in link our server sent (issue #20) and lands on its
 * continue path. The same browser that asked for it knows the address; another one asks for it.
 */
export default function SignInLink() {
  const { pathname, search } = useLocation();
  // The router's location, not window.location: the same in the product, and right in stories.
  const url = new URL(`${pathname}${search}`, window.location.origin).href;
  const next = continuePathOf(url, window.location.origin) ?? '/dashboard';
  const { state, service } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);

  const finish = async (email: string) => {
    setStep({ kind: 'signingIn' });
    try {
      await service.finishSignInLink(email, url);
      browserStore.forgetSignInEmail();
      // Signed in: the auth state changes, and the page goes on to `next` below.
    } catch (error) {
      const failure = signInLinkFailure(error);
      if (failure === 'expired') setStep({ kind: 'expired', email });
      else setStep({ kind: 'needsEmail', email, error: failure === 'wrongAddress' ? signInLinkTexts.wrongAddress : authErrorMessage(error) });
    }
  };

  const signedOut = state.status === 'signedOut';
  useEffect(() => {
    if (!signedOut || started.current) return;
    started.current = true;
    service.isSignInLink(url).then(
      (isLink) => {
        if (!isLink) return setStep({ kind: 'notALink' });
        const email = browserStore.getSignInEmail();
        if (email) void finish(email);
        else setStep({ kind: 'needsEmail', email: '', error: null });
      },
      // Sign-in could not start (no network for Firebase's code): said, rather than busy forever.
      (error: unknown) => setStep({ kind: 'needsEmail', email: browserStore.getSignInEmail() ?? '', error: authErrorMessage(error) }),
    );
    // Once per visit: `finish` and `url` are this render's, and a visit has one link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, service]);

  if (state.status === 'signedIn') return <Navigate to={next} replace />;
  if (state.status === 'loading' || step.kind === 'checking' || step.kind === 'signingIn') return <SigningIn />;
  if (step.kind === 'notALink') return <NotALink />;
  if (step.kind === 'expired') return <Expired email={step.email} continuePath={next} />;
  return <ConfirmEmail initial={step} onSubmit={finish} />;
}

function SigningIn() {
  return (
    <div className={layout.narrow} aria-busy="true">
      <p role="status" className={layout.loading}>
        {signInLinkTexts.signingIn}
      </p>
    </div>
  );
}

function ConfirmEmail({ initial, onSubmit }: { initial: { email: string; error: string | null }; onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState(initial.email);
  const [error, setError] = useState(initial.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) setError(signInLinkTexts.needsEmail);
    else onSubmit(email.trim());
  };
  return (
    <PageCard title={signInLinkTexts.confirmTitle} text={signInLinkTexts.confirm}>
      <form className={layout.stack} onSubmit={submit} noValidate>
        {error && <Alert>{error}</Alert>}
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <Button type="submit" size="lg">
          Continue
        </Button>
      </form>
    </PageCard>
  );
}

const Expired = ({ email, continuePath }: { email: string; continuePath: string }) => (
  <PageCard title={signInLinkTexts.expiredTitle} text={signInLinkTexts.expired}>
    <EmailLinkForm continuePath={continuePath} defaultEmail={email} buttonLabel={signInLinkTexts.newLink} />
  </PageCard>
);

const NotALink = () => (
  <PageCard
    title={signInLinkTexts.notALinkTitle}
    text={signInLinkTexts.notALink}
    footer={
      <LinkButton size="lg" href="/">
        Go to Home
      </LinkButton>
    }
  />
);
