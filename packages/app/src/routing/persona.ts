/** Persona routing of SPEC §4: which dashboard a persona lands on. */
const dashboards: Record<string, string> = {
  storyteller: '/storyteller-dashboard',
  elderly: '/storyteller-dashboard',
  admin: '/admin-dashboard',
  contributor: '/contributor-dashboard',
  viewer: '/viewer-dashboard',
};

/** Unknown or missing personas go to the contributor dashboard. */
export function dashboardFor(persona: string | null | undefined): string {
  return (persona && dashboards[persona]) || dashboards.contributor!;
}
