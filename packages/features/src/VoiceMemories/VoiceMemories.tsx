import { forwardRef, useId } from 'react';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { count } from '../format/index.ts';
import { LoadState } from '../shared/LoadState.tsx';
import * as blocks from '../shared/blocks.css.ts';
import { useVoiceMemories } from './useVoiceMemories.ts';
import { VoiceMemoryItem } from './VoiceMemoryItem.tsx';

/**
 * 'Voice memories to type' (issue #17): what was spoken while speech-to-text was off, kept without
 * its words, for members who write. Each typed memory leaves the list (its stories are found then).
 * Hidden when there are none.
 */
export const VoiceMemories = forwardRef<HTMLDivElement>(function VoiceMemories(_props, ref) {
  const titleId = useId();
  const { data, error, isLoading, transcribe } = useVoiceMemories();
  const memories = data ?? [];
  if (!isLoading && !error && memories.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <div className={blocks.titleRow}>
          <CardTitle id={titleId} level={2}>
            Voice memories to type
          </CardTitle>
          {!isLoading && !error && <Badge tone="accent">{count(memories.length, 'recording')}</Badge>}
        </div>
        <CardDescription>These were spoken but not turned into words. Listen, then type what was said.</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isLoading={isLoading} error={error ? error.message : null} />
        <ul className={blocks.list}>
          {memories.map((memory) => (
            <VoiceMemoryItem key={memory.id} memory={memory} onSave={(text) => transcribe(memory.id, text)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
VoiceMemories.displayName = 'VoiceMemories';
