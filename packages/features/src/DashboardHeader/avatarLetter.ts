/** The dashboards' avatar letter: userName's first letter, else the e-mail's upper-cased, else the fallback. */
export function avatarLetter(userName: string | null | undefined, email: string | null | undefined, fallback: string): string {
  const name = userName?.trim();
  if (name) return name.charAt(0);
  const mail = email?.trim();
  if (mail) return mail.charAt(0).toUpperCase();
  return fallback;
}
