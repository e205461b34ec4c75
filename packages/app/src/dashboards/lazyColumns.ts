import type { ComponentType } from 'react';
import { lazyAfterFirstPaint } from '../app/firstPaint.ts';

/**
 * A dashboard's two columns of data-driven sections, from a module of their own that loads after
 * the page's first paint (lazyAfterFirstPaint). Call once, at the top of the dashboard's module.
 */
export function lazyColumns<MainProps, SideProps>(load: () => Promise<{ MainSections: ComponentType<MainProps>; SideSections: ComponentType<SideProps> }>) {
  return {
    MainSections: lazyAfterFirstPaint(() => load().then(({ MainSections }) => MainSections)),
    SideSections: lazyAfterFirstPaint(() => load().then(({ SideSections }) => SideSections)),
  };
}
