import type { Span } from './spans.ts';

/** Place names in order, de-duplicated ("the Strand" and "Strand" are one place). */
export function collectPlaces(spans: Span[]): string[] {
  const out: string[] = [];
  const key = (s: string) => s.toLowerCase().replace(/^the\s+/, '');
  for (const s of spans) {
    if (s.kind !== 'place') continue;
    if (!out.some((p) => key(p) === key(s.text))) out.push(s.text);
  }
  return out;
}
