import type { Page } from '@playwright/test';

/** What the page rendered in passing: progress bar values and notifications, in order. */
export interface Observed {
  /** Each aria-valuenow a progress bar named `label` showed, with the ms (performance.now) it showed it. */
  progress: { value: number; at: number }[];
  /** Whether the progress bar was displayed (laid out, not hidden) when it first came. */
  progressVisible: boolean | null;
  /** When the progress bar left the page, each time it did. */
  progressGone: number[];
  /** The text of each notification put in the page ("title" + "description"). */
  toasts: string[];
}

declare global {
  interface Window {
    __e2eObserved?: Observed;
  }
}

/**
 * Records, from the first script on every page, what the page renders for an instant: a reply's
 * progress bar and its values, and each notification (a newer one replaces the last at once). A
 * MutationObserver sees every change, however short it was on screen; nothing of the page is changed.
 */
export async function observeRendering(page: Page, progressLabel: string): Promise<void> {
  await page.addInitScript((label: string) => {
    const observed: Observed = { progress: [], progressVisible: null, progressGone: [], toasts: [] };
    window.__e2eObserved = observed;
    let bar: Element | null = null;
    const named = (el: Element) => {
      const labelId = el.getAttribute('aria-labelledby');
      const text = labelId ? labelId.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : (el.getAttribute('aria-label') ?? '');
      return text.trim() === label;
    };
    const record = (el: Element) => {
      const value = Number(el.getAttribute('aria-valuenow'));
      const last = observed.progress.at(-1);
      if (bar !== el || last?.value !== value) observed.progress.push({ value, at: performance.now() });
      observed.progressVisible ??= el.checkVisibility();
      bar = el;
    };
    const seen = new WeakSet<Element>();
    const onToast = (el: Element) => {
      if (seen.has(el)) return;
      seen.add(el);
      observed.toasts.push(Array.from(el.querySelectorAll('p'), (p) => p.textContent ?? '').join(' | '));
    };
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element && r.target.getAttribute('role') === 'progressbar' && named(r.target)) record(r.target);
        for (const node of Array.from(r.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const bars = node.matches('[role="progressbar"]') ? [node] : Array.from(node.querySelectorAll('[role="progressbar"]'));
          for (const b of bars) if (named(b)) record(b);
          // A notification: a child of the Notifications region's live regions.
          const region = node.parentElement?.closest('section[aria-label="Notifications"]');
          if (region && node.parentElement?.matches('[role="status"], [role="alert"]')) onToast(node);
          else node.querySelectorAll('section[aria-label="Notifications"] [role="status"] > *, section[aria-label="Notifications"] [role="alert"] > *').forEach(onToast);
        }
      }
      if (bar && !bar.isConnected) {
        observed.progressGone.push(performance.now());
        bar = null;
      }
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  }, progressLabel);
}

/** What was recorded since the page loaded (or since the last `resetObserved`). */
export async function readObserved(page: Page): Promise<Observed> {
  return page.evaluate(() => window.__e2eObserved ?? { progress: [], progressVisible: null, progressGone: [], toasts: [] });
}

export async function resetObserved(page: Page): Promise<void> {
  await page.evaluate(() => {
    const o = window.__e2eObserved;
    if (o) {
      o.progress.length = 0;
      o.progressVisible = null;
      o.progressGone.length = 0;
      o.toasts.length = 0;
    }
  });
}
