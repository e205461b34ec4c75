import { palette as p } from './palette';

/** Colour roles. Components only ever name a role, never a palette step. */
export type ColorRoles = {
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  /** Decorative dividers (card edges); not relied on to identify a control. */
  border: string;
  /** Boundaries that identify a control (inputs, outline buttons): ≥ 3:1 against surfaces. */
  borderStrong: string;
  accent: string;
  accentText: string;
  /** Accent-coloured text on a surface (links, ghost buttons). */
  accentStrong: string;
  accentSoft: string;
  secondary: string;
  secondaryText: string;
  critical: string;
  criticalText: string;
  criticalStrong: string;
  criticalSoft: string;
  success: string;
  successText: string;
  successStrong: string;
  successSoft: string;
  infoSoft: string;
  neutralSoft: string;
  focusRing: string;
};

export const lightColors: ColorRoles = {
  surface: p.warmGray50,
  surfaceRaised: p.white,
  surfaceSunken: p.warmGray100,
  text: p.walnut800,
  textMuted: p.warmGray600,
  border: p.warmGray200,
  borderStrong: p.warmGray500,
  accent: p.tangerine400,
  accentText: p.walnut900,
  accentStrong: p.tangerine800,
  accentSoft: p.tangerine100,
  secondary: p.powder200,
  secondaryText: p.walnut900,
  critical: p.coral700,
  criticalText: p.white,
  criticalStrong: p.coral700,
  criticalSoft: p.coral100,
  success: p.teal700,
  successText: p.white,
  successStrong: p.teal700,
  successSoft: p.teal100,
  infoSoft: p.powder200,
  neutralSoft: p.warmGray200,
  focusRing: p.powder700,
};

export const darkColors: ColorRoles = {
  surface: p.walnut900,
  surfaceRaised: p.walnut800,
  surfaceSunken: p.walnut950,
  text: p.warmGray50,
  textMuted: p.warmGray300,
  border: p.walnut700,
  borderStrong: p.warmGray400,
  accent: p.tangerine300,
  accentText: p.walnut950,
  accentStrong: p.tangerine300,
  accentSoft: p.tangerine900,
  secondary: p.powder300,
  secondaryText: p.walnut950,
  critical: p.coral300,
  criticalText: p.walnut950,
  criticalStrong: p.coral300,
  criticalSoft: p.coral900,
  success: p.teal300,
  successText: p.walnut950,
  successStrong: p.teal300,
  successSoft: p.teal900,
  infoSoft: p.powder900,
  neutralSoft: p.walnut700,
  focusRing: p.powder300,
};

export const schemes = { light: lightColors, dark: darkColors } as const;
export type SchemeName = keyof typeof schemes;
