import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The app is built here for the suite, apart from packages/app/dist, which benches and `npm start` use. */
export const appDist = path.join(root, 'e2e/.dist');
export const PROJECT_ID = 'demo-kinstory';
export const EMULATOR_HOST = '127.0.0.1:9099';
