import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { EmailLinkForm } from '../../signInLink/EmailLinkForm.tsx';

export const signInElsewhereTexts = {
  title: 'Sign in on another device',
  description: 'We can e-mail you a link. Open it on your tablet, phone or another computer, and you are signed in there too.',
} as const;

/** The storyteller's way onto a second device without a password (issue #20): a link to her own address. */
export function SignInElsewhereCard() {
  const { state } = useAuth();
  const titleId = useId();
  const email = state.status === 'signedIn' ? state.user.email : null;
  if (!email) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          {signInElsewhereTexts.title}
        </CardTitle>
        <CardDescription>{signInElsewhereTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <EmailLinkForm continuePath="/storyteller-dashboard" defaultEmail={email} emailFixed />
      </CardContent>
    </Card>
  );
}
