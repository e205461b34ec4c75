import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader } from '@kinstory/ui';
import { EmailLinkForm } from '../../signInLink/EmailLinkForm.tsx';
import * as layout from '../../app/layout.css.ts';

export const emailLinkSignInTexts = {
  title: 'Sign In Without a Password',
  description: 'Type your e-mail address and we will send you a link. Open it and you are signed in.',
} as const;

/** /auth?mode=link: the way in for people who do not use a password (issue #20). */
export function EmailLinkSignIn({ continuePath, onUsePassword }: { continuePath: string; onUsePassword: () => void }) {
  return (
    <Card>
      <CardHeader>
        <h1 className={layout.cardHeading}>{emailLinkSignInTexts.title}</h1>
        <CardDescription>{emailLinkSignInTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <EmailLinkForm continuePath={continuePath} />
      </CardContent>
      <CardFooter className={layout.stack}>
        <Button variant="link" onPress={onUsePassword}>
          Sign in with a password
        </Button>
      </CardFooter>
    </Card>
  );
}
