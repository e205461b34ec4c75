import { invitationEmail, signInLinkEmail, weeklyQuestionEmail } from '../../src/mail/templates.ts';

export const answerUrl = 'https://kinstory.example/sign-in/link?mode=signIn&oobCode=CODE123&apiKey=KEY&lang=en&continueUrl=https%3A%2F%2Fkinstory.example%2Fanswer%2F0b0c6f55-0000-4000-8000-000000000001';
export const unsubscribeUrl = 'https://kinstory.example/api/prompt-schedule/unsubscribe?token=dG9rZW4.c2lnbmF0dXJl';
export const signInUrl = 'https://kinstory.example/sign-in/link?mode=signIn&oobCode=CODE456&apiKey=KEY&lang=en&continueUrl=https%3A%2F%2Fkinstory.example%2Fonboarding%2Fstoryteller%3Ftoken%3Dabc';

/** The mails of the committed snapshots (templates.test.ts) and of the axe check (templates.a11y.test.ts), from fixed inputs. */
export const samples = {
  weekly: weeklyQuestionEmail({ storytellerName: 'Rose', question: 'What games did you play as a child, and who did you play them with?', answerUrl, unsubscribeUrl }),
  invitation: invitationEmail({ inviterName: 'Ann', name: 'Grandma Rose', role: 'storyteller', signInUrl }),
  signInLink: signInLinkEmail({ signInUrl }),
};
