import { dashboardFor } from './persona.ts';

export interface PersonaSources {
  /** The profile's persona (throws when the profile cannot be fetched). */
  fetchPersona: () => Promise<string | null>;
  getCachedPersona: () => string | null;
  setCachedPersona: (persona: string) => void;
}

/**
 * Persona routing of SPEC §4: the profile's persona, cached locally; when the profile cannot be
 * fetched (or names no persona) the cached one; with neither, contributor.
 */
export async function resolveDashboard({ fetchPersona, getCachedPersona, setCachedPersona }: PersonaSources): Promise<string> {
  let persona: string | null = null;
  try {
    persona = await fetchPersona();
  } catch {
    persona = null;
  }
  if (persona) setCachedPersona(persona);
  return dashboardFor(persona ?? getCachedPersona());
}
