import { recipe } from '@vanilla-extract/recipes';

/** Off screen but still read by screen readers (the clip technique; display:none would hide it from both). */
export const visuallyHiddenRecipe = recipe({
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
