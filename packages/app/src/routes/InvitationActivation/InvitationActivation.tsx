import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { INVITATION_ACTIVATION_PATH } from '@kinstory/contract';
import { apiKeys, useApiClient } from '@kinstory/features';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, LinkButton, TextField, toast } from '@kinstory/ui';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { AuthUser } from '../../auth/AuthService.ts';
import { canActivate, parseAge } from '../../onboarding/validation.ts';
import { dashboardFor } from '../../routing/persona.ts';
import { EmailLinkForm } from '../../signInLink/EmailLinkForm.tsx';
import { browserStore } from '../../storage.ts';
import { PageLoading } from '../../app/RequireAuth.tsx';
import { AgeField } from '../Onboarding/steps.tsx';
import * as layout from '../../app/layout.css.ts';

/** The invitation activation page, /onboarding/storyteller?token= (SPEC §2, §4 Invitation). */
export default function InvitationActivation() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { state } = useAuth();

  useEffect(() => {
    if (!token) toast({ title: 'Invalid invitation', description: 'The invitation link is missing required information.', variant: 'destructive' });
  }, [token]);

  if (!token) return <InvitationNotFound />;
  if (state.status === 'loading') return <PageLoading text="Loading your invitation..." />;
  if (state.status === 'signedOut') return <SignInFirst token={token} />;
  return <PendingInvitation token={token} user={state.user} />;
}

function InvitationNotFound() {
  return (
    <div className={layout.narrow}>
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>Invitation Not Found</h1>
          <CardDescription>This invitation link is invalid or has already been used.</CardDescription>
        </CardHeader>
        <CardFooter>
          <LinkButton href="/">Go to Home</LinkButton>
        </CardFooter>
      </Card>
    </div>
  );
}

/**
 * A signed-out visitor gets a sign-in link by e-mail (issue #20: no password for the storyteller),
 * which brings them straight back here; a password is the quieter second way. Who the invitation is
 * for is not known yet: the server shows an invitation only to someone signed in.
 */
function SignInFirst({ token }: { token: string }) {
  const here = `${INVITATION_ACTIVATION_PATH}?token=${encodeURIComponent(token)}`;
  const next = encodeURIComponent(here);
  return (
    <div className={layout.narrow}>
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>You're invited to Kinstory</h1>
          <CardDescription>
            Your family has invited you to share your stories. Type the e-mail address your invitation was sent to, and we will
            e-mail you a link. Open it and you come straight back here. No password needed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EmailLinkForm continuePath={here} />
        </CardContent>
        <CardFooter className={layout.stack}>
          <p className={layout.muted}>Or use a password:</p>
          <div className={layout.row}>
            <LinkButton size="lg" variant="link" href={`/auth?next=${next}`}>
              I Already Have an Account
            </LinkButton>
            <LinkButton size="lg" variant="link" href={`/auth?mode=signup&next=${next}`}>
              Create Account
            </LinkButton>
          </div>
        </CardFooter>
      </Card>
    </div>
  );
}

function PendingInvitation({ token, user }: { token: string; user: AuthUser }) {
  const api = useApiClient();
  const { data, error, isLoading } = useSWR(['pendingStoryteller', token], () => api.getPendingStoryteller(token).then((r) => r.data), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Invalid or expired invitation link.', variant: 'destructive' });
  }, [error]);

  if (isLoading) return <PageLoading text="Loading your invitation..." />;
  if (!data?.name) return <InvitationNotFound />;
  return <ActivationForm token={token} user={user} name={data.name} age={data.age} />;
}

function ActivationForm({ token, user, name: invitedName, age: invitedAge }: { token: string; user: AuthUser; name: string; age: number | null }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState(invitedName);
  const [age, setAge] = useState(invitedAge === null ? '' : String(invitedAge));
  const [busy, setBusy] = useState(false);

  const activate = async () => {
    const parsedAge = parseAge(age);
    if (!canActivate(name, age) || parsedAge === null) return;
    setBusy(true);
    try {
      const result = await api.activateStoryteller({ storytellerId: token, firebaseUid: user.uid, name: name.trim(), age: parsedAge });
      browserStore.markStorytellerOnboarded();
      // The role comes from the invitation (a storyteller invitation answers 'storyteller').
      browserStore.setCachedPersona(result.persona);
      await mutate(apiKeys.profile);
      toast({ title: 'Welcome!', description: 'Your account is ready. Let’s start sharing stories.' });
      navigate(dashboardFor(result.persona));
    } catch (error) {
      console.error('Activation failed', error);
      toast({ title: 'Error', description: 'Failed to activate account. Please try again.', variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <div className={layout.narrow}>
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>Welcome, Storyteller!</h1>
          <CardDescription>Please check your name and age, then you are ready to begin.</CardDescription>
        </CardHeader>
        <CardContent className={layout.stack}>
          <TextField label="Your Name" name="name" autoComplete="name" value={name} onChange={setName} isRequired />
          <AgeField label="Your Age" name="age" value={age} onChange={setAge} />
        </CardContent>
        <CardFooter>
          <Button size="lg" isDisabled={busy || !canActivate(name, age)} onPress={activate}>
            Get Started Sharing Stories
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
