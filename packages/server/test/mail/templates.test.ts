import { describe, expect, it } from 'vitest';
import { button, escapeHtml, invitationEmail, layout, signInLinkEmail, weeklyQuestionEmail } from '../../src/mail/templates.ts';
import { answerUrl, samples, signInUrl, unsubscribeUrl } from './samples.ts';

/**
 * What every mail is made of, with the holes marked: snapshotted once, not once a mail. The HTML
 * snapshots are recorded output (.html.snap), data beside the templates that write it.
 */
const frame = layout('{{title}}', '{{body}}', '{{footer}}');
const sharedButton = button('{{label}}', 'https://{{url}}');

/** A pattern matching `template` with each {{hole}} captured. */
function withHoles(template: string): string {
  return template
    .split(/\{\{\w+\}\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([\\s\\S]*?)');
}

/**
 * What a mail puts in the frame's holes, each button written as `{{button label url}}`, for the
 * mail's own snapshot; null when its HTML is not the frame around them.
 */
function ownParts(html: string): string | null {
  const holes = new RegExp(`^${withHoles(frame)}$`).exec(html);
  if (!holes) return null;
  const [, title, body, footer] = holes;
  return `<title>${title}</title>\n<!-- body -->\n${body}\n<!-- footer -->\n${footer}\n`.replace(
    new RegExp(withHoles(sharedButton), 'g'),
    (_, url: string, label: string) => `{{button ${label} https://${url}}}`,
  );
}

describe('mail templates', () => {
  it('the frame and the button every mail shares match their committed snapshot', async () => {
    await expect(`${frame}<!-- the button -->\n${sharedButton}\n`).toMatchFileSnapshot('./__snapshots__/shared.html.snap');
  });

  for (const [name, mail] of Object.entries(samples)) {
    it(`${name}: HTML and text match the committed snapshots`, async () => {
      // The whole HTML is checked: the shared snapshot, and this mail's own parts in their holes.
      const parts = ownParts(mail.html);
      expect(parts, `the ${name} e-mail is the shared frame around its own parts`).not.toBeNull();
      await expect(parts).toMatchFileSnapshot(`./__snapshots__/${name}.html.snap`);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`./__snapshots__/${name}.txt`);
    });
  }

  it('the weekly question: subject, greeting, the question large, a big button, the sign-in note and the unsubscribe link', () => {
    const { subject, html, text } = samples.weekly;
    expect(subject).toBe("This week's question for Rose");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>This week&#39;s question for Rose</title>");
    expect(html).toMatch(/<h1 style="[^"]*font-size:28px[^"]*">What games did you play as a child, and who did you play them with\?<\/h1>/);
    // 16 px of padding above and below a 28 px line: 60 px tall.
    expect(html).toMatch(/<a href="https:\/\/kinstory\.example\/sign-in\/link\?mode=signIn&amp;oobCode=CODE123[^"]*" style="[^"]*padding:16px 28px;[^"]*line-height:28px;[^"]*">Answer this question<\/a>/);
    expect(html).toContain(`<a href="${unsubscribeUrl}"`);
    expect(html).toContain('Stop these weekly questions');
    expect(html).not.toMatch(/<table(?![^>]*role="presentation")/);
    // The plain part: the same words and the raw links.
    expect(text).toContain('Hello Rose,');
    expect(text).toContain('What games did you play as a child, and who did you play them with?');
    expect(text).toContain(`Answer this question:\n${answerUrl}\n`);
    expect(text).toContain(`Stop these weekly questions:\n${unsubscribeUrl}\n`);
    expect(text).toContain('signs you in');
  });

  it('escapes every interpolated text: a name and a question with markup, quotes and ampersands stay text', () => {
    const hostile = weeklyQuestionEmail({
      storytellerName: 'Rose <script>alert(1)</script> "O\'Brien" & co',
      question: 'Was it <b>really</b> "that" good? <img src=x onerror=alert(1)> & more',
      answerUrl: 'https://kinstory.example/a?x=1&y="><script>alert(2)</script>',
      unsubscribeUrl,
    });
    expect(hostile.html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/);
    expect(hostile.html).toContain('Rose &lt;script&gt;alert(1)&lt;/script&gt; &quot;O&#39;Brien&quot; &amp; co');
    expect(hostile.html).toContain('Was it &lt;b&gt;really&lt;/b&gt; &quot;that&quot; good? &lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(hostile.html).toContain('href="https://kinstory.example/a?x=1&amp;y=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    // The plain part is not HTML: it keeps the words as they are.
    expect(hostile.text).toContain('Hello Rose <script>alert(1)</script> "O\'Brien" & co,');
    const invitation = invitationEmail({ inviterName: 'Ann <b>&</b>', name: '"Rose"\n<i>', role: 'viewer', signInUrl });
    expect(invitation.html).not.toMatch(/<b>|<i>/);
    expect(invitation.html).toContain('Ann &lt;b&gt;&amp;&lt;/b&gt; invited you');
    expect(invitation.html).toContain('Hello &quot;Rose&quot; &lt;i&gt;,');
    expect(invitation.subject).toBe('Ann <b>&</b> invited you to Kinstory');
  });

  it('a name with line breaks stays on one line in the subject (no header injection)', () => {
    const { subject } = weeklyQuestionEmail({ storytellerName: 'Rose\r\nBcc: someone@example.com', question: 'Q?', answerUrl, unsubscribeUrl });
    expect(subject).toBe("This week's question for Rose Bcc: someone@example.com");
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => signInLinkEmail({ signInUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
