import { expect, type within } from 'storybook/test';

const size = (name: string, width: number, height: number, type: 'mobile' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** Story fields that open a page story at a given width: a 1280 px desktop or a 414 px phone. */
export function atWidth(value: 'wide' | 'phone414') {
  return {
    parameters: { viewport: { options: { wide: size('Wide (1280)', 1280, 900, 'desktop'), phone414: size('Phone (414)', 414, 896, 'mobile') } } },
    globals: { viewport: { value, isRotated: false } },
  };
}

const box = (element: Element) => element.getBoundingClientRect();

/** `left` sits wholly left of `right`, and the two share part of their height: side by side. */
export async function expectSideBySide(left: Element, right: Element) {
  const [a, b] = [box(left), box(right)];
  await expect(a.right).toBeLessThanOrEqual(b.left);
  await expect(a.top).toBeLessThan(b.bottom);
  await expect(b.top).toBeLessThan(a.bottom);
}

/** Each element wholly below the one before it, and all in one column (they share their width). */
export async function expectStacked(...elements: Element[]) {
  for (let i = 1; i < elements.length; i++) {
    const [a, b] = [box(elements[i - 1]!), box(elements[i]!)];
    await expect(a.bottom).toBeLessThanOrEqual(b.top);
    await expect(a.left).toBeLessThan(b.right);
    await expect(b.left).toBeLessThan(a.right);
  }
}

/** The window is at least this wide (a CSS length). */
export const wideEnoughFor = (width: string) => matchMedia(`screen and (min-width: ${width})`).matches;

/**
 * The dashboards' layout at the width the story got (the built-Storybook check plays every story at
 * one width per scheme): from 64rem (DashboardFrame.css.ts) `main` in one column and `side` in
 * another to its right, the first of each side by side; narrower, all of them in one column, in
 * this order. Pass each column's cards top to bottom, its first card first.
 */
export async function expectColumns(main: Element[], side: Element[]) {
  if (!wideEnoughFor('64rem')) return expectStacked(...main, ...side);
  await expectStacked(...main);
  await expectStacked(...side);
  await expectSideBySide(main[0]!, side[0]!);
  for (const left of main) for (const right of side) await expect(box(left).right).toBeLessThanOrEqual(box(right).left);
}

/** Nothing wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The page's height, logged for comparing layouts (the 4,828 px admin dashboard). */
export function logPageHeight(label: string) {
  console.info(`${label}: ${document.documentElement.scrollHeight} px tall at ${window.innerWidth} px`);
}

/** A dashboard's cards, each column's top to bottom (see expectColumns). */
export interface DashboardColumns {
  main: Element[];
  side: Element[];
}

/**
 * The play of a dashboard's Wide and Phone stories: once `loaded` has every card filled in, the
 * columns at the width the story got, anything `also` checks, nothing sideways, the height logged.
 */
export function columnsPlay(
  label: string,
  loaded: (canvas: ReturnType<typeof within>) => Promise<DashboardColumns>,
  also?: (columns: DashboardColumns) => Promise<void>,
) {
  return async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    const columns = await loaded(canvas);
    await expectColumns(columns.main, columns.side);
    await also?.(columns);
    await expectNoSidewaysScroll();
    logPageHeight(label);
  };
}
