import type { MemberRole } from '@kinstory/contract';
import type { RenderedMail, WeeklyQuestionMail } from './types.ts';

/*
 * The e-mails, written by hand: three small templates do not need a template engine, and e-mail
 * HTML is its own dialect anyway (layout tables, inline styles, no stylesheet a client may drop).
 * Every interpolated text goes through `escapeHtml`; every link through `href`. Each mail has a
 * plain-text part with the same words and the links written out. `layout` and `button` are exported
 * for the snapshot test, which keeps what the mails share once and each mail's own parts apart.
 *
 * Accessibility (axe-checked in Chromium, test/mail/templates.a11y.test.ts): lang="en", a <title>,
 * role="presentation" on every layout table, one <h1>, text at 18 px and more, the question at
 * 28 px, a button at least 44 px tall, and colours with AA contrast (the app's palette: walnut text
 * on warm white, white on tangerine 800 for the button, 6.7:1).
 */

const colors = {
  page: '#F3EEE8',
  card: '#FFFFFF',
  text: '#211A16',
  muted: '#5A4A41',
  button: '#9A4208',
  buttonText: '#FFFFFF',
  rule: '#E6DED5',
} as const;

const fontFamily = "Georgia, 'Times New Roman', Times, serif";

/** Text for HTML: element content and double- or single-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One line of text (a name in a subject or a greeting): whitespace and control characters collapsed. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A link's address, checked to be http(s) and escaped for the attribute. */
function href(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error('mail links must be http(s) addresses');
  return escapeHtml(url);
}

/** A big, e-mail-safe button: a one-cell table (Outlook ignores padding on <a>) with the link filling it. */
export function button(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr>
<td align="center" bgcolor="${colors.button}" style="background-color:${colors.button};border-radius:8px;">
<a href="${href(url)}" style="display:inline-block;padding:16px 28px;font-family:${fontFamily};font-size:22px;line-height:28px;font-weight:bold;color:${colors.buttonText};text-decoration:none;text-align:center;border-radius:8px;">${escapeHtml(label)}</a>
</td>
</tr>
</table>`;
}

const paragraph = (html: string, size = 18) => `<p style="margin:0 0 16px;font-family:${fontFamily};font-size:${size}px;line-height:1.5;color:${colors.text};">${html}</p>`;

/** The page every mail shares: a centred card of at most 600 px, with the footer under it. */
export function layout(title: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.page};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr>
<td role="main" style="padding:32px 28px;background-color:${colors.card};border-radius:8px;">
${body}
</td>
</tr>
<tr>
<td role="contentinfo" style="padding:20px 28px;font-family:${fontFamily};font-size:16px;line-height:1.5;color:${colors.muted};">
${footer}
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

const footerLine = (html: string) => `<p style="margin:0 0 8px;font-family:${fontFamily};font-size:16px;line-height:1.5;color:${colors.muted};">${html}</p>`;
const footerLink = (label: string, url: string) => `<a href="${href(url)}" style="color:${colors.muted};text-decoration:underline;">${escapeHtml(label)}</a>`;

/** The weekly question (issue #20): the question in large type, one big button, and the unsubscribe link. */
export function weeklyQuestionEmail(m: WeeklyQuestionMail): RenderedMail {
  const name = oneLine(m.storytellerName);
  const question = m.question.trim();
  const subject = `This week's question for ${name}`;
  const signInNote = 'The button signs you in to Kinstory and opens a conversation that starts with this question. Take your time: write or speak your answer, as much or as little as you like.';
  const why = 'You get this e-mail once a week because your family asked Kinstory to send you a question.';
  const stop = 'Stop these weekly questions';
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(name)},`, 20),
      paragraph("Here is this week's question from your family:", 20),
      `<h1 style="margin:8px 0 28px;font-family:${fontFamily};font-size:28px;line-height:1.35;font-weight:bold;color:${colors.text};">${escapeHtml(question)}</h1>`,
      button('Answer this question', m.answerUrl),
      paragraph(escapeHtml(signInNote)),
    ].join('\n'),
    [footerLine(escapeHtml(why)), footerLine(footerLink(stop, m.unsubscribeUrl))].join('\n'),
  );
  const text = [
    `Hello ${name},`,
    '',
    "Here is this week's question from your family:",
    '',
    question,
    '',
    'Answer this question:',
    m.answerUrl,
    '',
    signInNote,
    '',
    '--',
    why,
    `${stop}:`,
    m.unsubscribeUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}

/** What each role is invited to do, after "… invited you to Kinstory, ". */
const roleInvitation: Record<MemberRole, string> = {
  storyteller: 'to tell your stories. Each week your family can send you a question to answer, in writing or out loud.',
  contributor: "to help gather the family's stories: add memories, questions and other points of view.",
  viewer: "to read and listen to the family's stories as they are told.",
  admin: "to help look after the family's archive of stories.",
};

export interface InvitationMail {
  /** Who sent the invitation ("Ann"). */
  inviterName: string;
  /** The invited person's name as the invitation gives it ("Grandma Rose"). */
  name: string;
  role: MemberRole;
  /** The sign-in link, continuing to the invitation's activation page. */
  signInUrl: string;
}

/** An invitation with a sign-in link (no password): the link signs the person in and opens the invitation. */
export function invitationEmail(m: InvitationMail): RenderedMail {
  const inviter = oneLine(m.inviterName) || 'Your family';
  const name = oneLine(m.name);
  const subject = `${inviter} invited you to Kinstory`;
  const invited = `${inviter} invited you to Kinstory, ${roleInvitation[m.role]}`;
  const signInNote = 'The button signs you in with this e-mail address, with no password to remember, and opens the invitation.';
  const expired = 'The sign-in link in it works once, for a while. If it has expired, press the button anyway: Kinstory will offer to send a new one to this address.';
  const why = `You get this e-mail because ${inviter} invited you. If you do not want to join, you can ignore it.`;
  const html = layout(
    subject,
    [
      paragraph(name ? `Hello ${escapeHtml(name)},` : 'Hello,', 20),
      `<h1 style="margin:8px 0 24px;font-family:${fontFamily};font-size:26px;line-height:1.35;font-weight:bold;color:${colors.text};">${escapeHtml(invited)}</h1>`,
      button('Accept the invitation', m.signInUrl),
      paragraph(escapeHtml(signInNote)),
      paragraph(escapeHtml(expired)),
    ].join('\n'),
    footerLine(escapeHtml(why)),
  );
  const text = [name ? `Hello ${name},` : 'Hello,', '', invited, '', 'Accept the invitation:', m.signInUrl, '', signInNote, '', expired, '', '--', why, ''].join('\n');
  return { subject, html, text };
}

/** A sign-in link someone asked for (POST /api/sign-in-link). */
export function signInLinkEmail(m: { signInUrl: string }): RenderedMail {
  const subject = 'Your link to sign in to Kinstory';
  const intro = 'Here is the link you asked for. It signs you in to Kinstory with this e-mail address, with no password.';
  const once = 'The link works once, for a short time. If it has expired, ask for a new one.';
  const why = 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.';
  const html = layout(
    subject,
    [
      `<h1 style="margin:0 0 20px;font-family:${fontFamily};font-size:26px;line-height:1.35;font-weight:bold;color:${colors.text};">Sign in to Kinstory</h1>`,
      paragraph(escapeHtml(intro)),
      button('Sign in', m.signInUrl),
      paragraph(escapeHtml(once)),
    ].join('\n'),
    footerLine(escapeHtml(why)),
  );
  const text = ['Sign in to Kinstory', '', intro, '', 'Sign in:', m.signInUrl, '', once, '', '--', why, ''].join('\n');
  return { subject, html, text };
}
