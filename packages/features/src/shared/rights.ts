import type { Persona } from '@kinstory/contract';

/**
 * The server's rules (ARCHITECTURE "Who may do what") as the signed-in member's persona decides
 * which buttons show; the server checks again. An elderly persona is the storyteller.
 */
/** Write conversations; confirm, correct and discard stories and memories. */
export const mayWrite = (persona: Persona | null | undefined) => persona !== undefined && persona !== null && persona !== 'viewer';

/** Make a story private, and see others' private stories. */
export const maySeePrivate = (persona: Persona | null | undefined) => persona === 'admin' || persona === 'storyteller' || persona === 'elderly';

/** The storyteller: their messages from the family are announced, and marked seen, on their visit. */
export const isStoryteller = (persona: Persona | null | undefined) => persona === 'storyteller' || persona === 'elderly';
