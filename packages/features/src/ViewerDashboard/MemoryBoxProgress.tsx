import { forwardRef } from 'react';
import { LIFE_MAP_THIN_BELOW, type LifeMapResponse } from '@kinstory/contract';
import { Progress } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import { TitledCard } from '../shared/TitledCard.tsx';

/** The line under a period, by how far it has come. */
const encouragement = (storyCount: number, thin: boolean) => (storyCount === 0 ? 'Not started yet: a good one to ask about.' : thin ? 'A lovely start.' : 'Well covered!');

/**
 * 'Memory Box Progress': each period of the life from the Life map. A period is complete with as
 * many stories as the Life map needs to stop calling it thin (LIFE_MAP_THIN_BELOW).
 */
export const MemoryBoxProgress = forwardRef<HTMLDivElement, { map: LifeMapResponse }>(function MemoryBoxProgress({ map }, ref) {
  const goal = LIFE_MAP_THIN_BELOW;
  return (
    <TitledCard ref={ref} title="Memory Box Progress">
      <ul className={blocks.list}>
        {map.periods.map((period) => {
          const completed = Math.min(period.storyCount, goal);
          return (
            <li key={period.key} className={blocks.list}>
              <Progress label={period.label} value={Math.round((completed / goal) * 100)} />
              <p className={blocks.meta}>
                <span>{`${completed} of ${goal} complete`}</span>
                <span>{`${goal - completed} to go`}</span>
              </p>
              <p className={blocks.text}>{encouragement(period.storyCount, period.thin)}</p>
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
});
MemoryBoxProgress.displayName = 'MemoryBoxProgress';
