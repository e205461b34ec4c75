import { safeNext } from '../routing/safeNext.ts';

/**
 * Where a sign-in link lands once it has signed in: the path of its `continueUrl` (our server puts
 * `<origin><path>` there), only when that URL is on this page's own origin; otherwise null.
 */
export function continuePathOf(link: string, origin: string): string | null {
  try {
    const continueUrl = new URL(link).searchParams.get('continueUrl');
    if (!continueUrl) return null;
    const target = new URL(continueUrl, origin);
    if (target.origin !== origin) return null;
    return safeNext(`${target.pathname}${target.search}${target.hash}`);
  } catch {
    return null;
  }
}
