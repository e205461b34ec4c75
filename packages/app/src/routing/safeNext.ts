/**
 * The `next` query of the auth page, only when it is a same-origin relative path ('/x', not
 * '//evil.example' or 'https://…'); otherwise null.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (a newline, a tab) have no place in a path.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return next;
}
