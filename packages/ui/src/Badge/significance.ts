export const badgeTones = ['neutral', 'accent', 'success', 'critical', 'high', 'medium'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const significanceLevels = ['critical', 'high', 'medium'] as const;

/** The badge tone for a story's significance level; anything unknown is neutral. */
export function significanceTone(level: string): BadgeTone {
  const normalised = level.trim().toLowerCase();
  return (significanceLevels as readonly string[]).includes(normalised) ? (normalised as BadgeTone) : 'neutral';
}
