/**
 * Style fragments (plain objects, no class of their own) for `style()`s and recipes to spread, so
 * that one card, stack or tone is written once: `style({ ...flexColumn(vars.space['3']), ...itemCard() })`.
 */
export * from './button';
export * from './focus';
export * from './layout';
export * from './surfaces';
export * from './text';
export * from './tones';
