import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * A component's parts as the variants of one recipe (`recipe({ part: 'header' })`), each box-sized
 * and without margin. Called from a component's .css.ts file.
 */
export const partsRecipe = <Parts extends Record<string, StyleRule>>(parts: Parts) =>
  recipe({ base: { boxSizing: 'border-box', margin: 0 }, variants: { part: parts } });
