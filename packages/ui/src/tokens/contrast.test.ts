import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { schemes, type ColorRoles } from './schemes';

type Role = keyof ColorRoles;
const surfaces: Role[] = ['surface', 'surfaceRaised', 'surfaceSunken'];

/** Every text-on-background pair a component paints (see the .css.ts files). */
const textPairs: [Role, Role][] = [
  ...surfaces.flatMap((bg) =>
    (['text', 'textMuted', 'accentStrong', 'criticalStrong', 'successStrong'] as Role[]).map(
      (fg): [Role, Role] => [fg, bg],
    ),
  ),
  ['accentText', 'accent'],
  ['secondaryText', 'secondary'],
  ['criticalText', 'critical'],
  ['successText', 'success'],
  ['text', 'accentSoft'],
  ['text', 'criticalSoft'],
  ['text', 'successSoft'],
  ['text', 'infoSoft'],
  ['text', 'neutralSoft'],
  ['textMuted', 'neutralSoft'],
];

/**
 * Non-text contrast (WCAG 1.4.11): control boundaries, the focus ring and the progress fill.
 * Filled buttons (accent, secondary) are identified by their label, so their fill is not a
 * required boundary; the focus ring is drawn with an offset, so it always sits on a surface.
 */
const boundaryPairs: [Role, Role][] = surfaces.flatMap((bg) =>
  (['borderStrong', 'focusRing', 'accentStrong', 'critical', 'success'] as Role[]).map(
    (fg): [Role, Role] => [fg, bg],
  ),
);

describe.each(Object.entries(schemes))('%s scheme contrast', (_name, colors) => {
  it.each(textPairs)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(boundaryPairs)('%s against %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
