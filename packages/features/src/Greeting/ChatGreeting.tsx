import { forwardRef } from 'react';
import { Skeleton } from '@kinstory/ui';
import { useProfile } from '../api/index.ts';
import { Greeting } from './Greeting.tsx';

/** The greeting over GET /api/user/profile. */
export const ChatGreeting = forwardRef<HTMLDivElement>(function ChatGreeting(_props, ref) {
  const { data, error, isLoading } = useProfile();
  if (isLoading) return <Skeleton shape="block" style={{ height: '4rem' }} />;
  return <Greeting ref={ref} name={data?.userName || data?.name || null} profileFailed={Boolean(error)} />;
});
ChatGreeting.displayName = 'ChatGreeting';
