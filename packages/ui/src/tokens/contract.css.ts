import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightColors } from './schemes';
import { scale } from './scale';

const shape = { color: lightColors, ...scale };

/**
 * The theme contract. `createGlobalThemeContract` is the readable-name form of
 * `createThemeContract`: every variable is `--ks-<group>-<name>` (e.g. `--ks-color-accent`), so
 * app code, devtools and the no-flash script all see stable names.
 */
export const vars = createGlobalThemeContract(shape, (_value, path) => `ks-${path.join('-')}`);

export { themeClass } from '../theme/constants';
