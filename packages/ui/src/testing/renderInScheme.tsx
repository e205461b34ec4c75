import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { themeClass } from '../theme/constants';
import type { ResolvedScheme } from '../theme/constants';
import '../tokens/light.css';
import '../tokens/dark.css';

const mounted: Root[] = [];

/**
 * Renders `ui` inside a scheme class. Vanilla-extract tokens only exist under :root or a scheme
 * class, and the wrapper gives the screenshot its surface colour.
 */
export function renderInScheme(ui: ReactNode, scheme: ResolvedScheme): HTMLElement {
  const host = document.createElement('div');
  host.className = themeClass[scheme];
  host.style.padding = '16px';
  host.style.display = 'inline-block';
  host.dataset.testid = `scheme-${scheme}`;
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(ui));
  mounted.push(root);
  return host;
}

export function cleanupRendered() {
  mounted.splice(0).forEach((root) => root.unmount());
  document.body.replaceChildren();
}
