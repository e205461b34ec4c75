import { useState, type FormEvent } from 'react';
import { ApiError } from '@kinstory/features';
import { Alert, Button, TextField } from '@kinstory/ui';
import { useRequestSignInLink } from './useRequestSignInLink.ts';
import * as layout from '../app/layout.css.ts';

export const emailLinkTexts = {
  button: 'Email me a sign-in link',
  sentTitle: 'Check your e-mail',
  sent: (email: string) => `We sent a sign-in link to ${email}. Open it and you are signed in. It can take a minute or two to arrive.`,
  sendTo: (email: string) => `We will send it to ${email}.`,
  needsEmail: 'Please type your e-mail address.',
  failed: 'We could not send the link. Please try again.',
} as const;

const looksLikeEmail = (text: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text);

/** The server's own words where they help (too many requests, the mail server down), else ours. */
const failureText = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.status === 502) && error.serverError ? error.serverError : emailLinkTexts.failed;

export interface EmailLinkFormProps {
  /** Where the link lands once it has signed in: a path of this app. */
  continuePath: string;
  /** The address the field starts with. */
  defaultEmail?: string | null;
  /**
   * The address is known and fixed (the signed-in storyteller's own): no field, only the button.
   * @default false
   */
  emailFixed?: boolean;
  /** @default 'Email me a sign-in link' */
  buttonLabel?: string;
}

/** An e-mail field and 'Email me a sign-in link', then 'Check your e-mail' (issue #20). */
export function EmailLinkForm({ continuePath, defaultEmail, emailFixed = false, buttonLabel = emailLinkTexts.button }: EmailLinkFormProps) {
  const requestLink = useRequestSignInLink();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(null);
    if (!looksLikeEmail(address)) {
      setError(emailLinkTexts.needsEmail);
      return;
    }
    setBusy(true);
    try {
      await requestLink(address, continuePath);
      setSentTo(address);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Alert tone="success" title={emailLinkTexts.sentTitle}>
        {emailLinkTexts.sent(sentTo)}
      </Alert>
    );
  }
  return (
    <form className={layout.stack} onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      {emailFixed ? (
        <p className={layout.muted}>{emailLinkTexts.sendTo(email)}</p>
      ) : (
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
      )}
      <Button type="submit" size="lg" isDisabled={busy}>
        {buttonLabel}
      </Button>
    </form>
  );
}
