import type { Perspective } from '@kinstory/contract';
import { useProfile } from '../api/index.ts';
import { mayWrite } from '../shared/rights.ts';
import { Perspectives, type PerspectivesProps } from './Perspectives.tsx';
import { useSharePerspective } from './useSharePerspective.ts';

export interface StoryPerspectivesProps extends Pick<PerspectivesProps, 'headingLevel' | 'now'> {
  storyId: string;
  storyTitle: string;
  perspectives: readonly Perspective[];
}

/** A story's perspectives for the signed-in member: admins, storytellers and contributors may add theirs. */
export function StoryPerspectives({ storyId, ...props }: StoryPerspectivesProps) {
  const persona = useProfile().data?.persona;
  const share = useSharePerspective();
  return <Perspectives {...props} onShare={mayWrite(persona) ? (draft) => share(storyId, draft) : undefined} />;
}
