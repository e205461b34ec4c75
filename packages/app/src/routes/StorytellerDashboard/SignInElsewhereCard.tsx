import { SectionCard } from '../../app/SectionCard.tsx';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { EmailLinkForm } from '../../signInLink/EmailLinkForm.tsx';

export const signInElsewhereTexts = {
  title: 'Sign in on another device',
  description: 'We can e-mail you a link. Open it on your tablet, phone or another computer, and you are signed in there too.',
} as const;

/** The storyteller's way onto a second device without a password (issue #20): a link to her own address. */
export function SignInElsewhereCard() {
  const { state } = useAuth();
  const email = state.status === 'signedIn' ? state.user.email : null;
  if (!email) return null;
  return (
    <SectionCard title={signInElsewhereTexts.title} description={signInElsewhereTexts.description} isRegion>
      <EmailLinkForm continuePath="/storyteller-dashboard" defaultEmail={email} emailFixed />
    </SectionCard>
  );
}
