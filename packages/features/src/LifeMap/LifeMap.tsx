import { forwardRef, useId } from 'react';
import type { LifeMapResponse, LifeMapSuggestion } from '@kinstory/contract';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { count } from '../format/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { LoadState } from '../shared/LoadState.tsx';
import { NextTopics } from './NextTopics.tsx';
import * as css from './LifeMap.css.ts';

export interface LifeMapProps {
  map: LifeMapResponse | null;
  /** Starts a conversation on a suggested topic; its button waits while it runs. */
  onStart: (suggestion: LifeMapSuggestion) => Promise<void> | void;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Life Map': which periods of the life and which themes have stories, which are thin, and what to ask next. */
export const LifeMap = forwardRef<HTMLDivElement, LifeMapProps>(function LifeMap({ map, onStart, isLoading = false, error = null }, ref) {
  const titleId = useId();
  const nothingYet = map !== null && map.periods.every((p) => p.storyCount === 0) && map.themes.every((t) => t.storyCount === 0);
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>Life Map</CardTitle>
        <CardDescription>Which parts of the life have stories, and which need more.</CardDescription>
      </CardHeader>
      <CardContent className={css.section}>
        <LoadState isLoading={isLoading} error={error} height="12rem" />
        {map && nothingYet && <p className={blocks.text}>Nothing recorded yet. Start with one of these topics.</p>}
        {map && !nothingYet && (
          <>
            <Coverage title="Periods of life" rows={map.periods.map((p) => ({ key: p.key, name: p.label, storyCount: p.storyCount, thin: p.thin }))} />
            <Coverage title="Themes" rows={map.themes.map((t) => ({ key: t.theme, name: capitalise(t.theme), storyCount: t.storyCount, thin: t.thin }))} />
          </>
        )}
        {map && map.suggestions.length > 0 && <NextTopics suggestions={map.suggestions} onStart={onStart} />}
        {map && map.suggestions.length === 0 && <p className={blocks.text}>Every part of the life has two stories or more.</p>}
      </CardContent>
    </Card>
  );
});
LifeMap.displayName = 'LifeMap';

interface CoverageRow {
  key: string;
  name: string;
  storyCount: number;
  thin: boolean;
}

function Coverage({ title, rows }: { title: string; rows: CoverageRow[] }) {
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.sectionTitle}>{title}</h3>
      <ul className={css.coverageList}>
        {rows.map((row) => (
          <li key={row.key} className={css.coverage({ thin: row.thin })} data-thin={row.thin || undefined}>
            <span className={css.coverageName}>{row.name}</span>
            <span className={blocks.row}>
              <span className={blocks.muted}>{count(row.storyCount, 'story')}</span>
              {row.thin && <Badge tone="accent">Needs more</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
