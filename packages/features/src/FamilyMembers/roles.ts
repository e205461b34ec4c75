import type { MemberRole } from '@kinstory/contract';

/** Each role as the family reads it, with what it lets a member do. */
export const roleTexts = {
  admin: { label: 'Family Admin', hint: 'manages the archive and its members' },
  storyteller: { label: 'Storyteller', hint: 'tells the stories' },
  contributor: { label: 'Contributor', hint: 'adds their own memories' },
  viewer: { label: 'Viewer', hint: 'follows along' },
} as const satisfies Record<MemberRole, { label: string; hint: string }>;

/** The roles in the order a select lists them. */
export const roleOrder = ['admin', 'storyteller', 'contributor', 'viewer'] as const satisfies readonly MemberRole[];

export const roleLabel = (role: string) => roleTexts[role as MemberRole]?.label ?? role;
