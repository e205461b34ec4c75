import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '@kinstory/ui';
import * as layout from '../../app/layout.css.ts';

/** Any path outside the route table (SPEC §2 404 page). */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className={`${layout.narrow} ${layout.centered}`}>
      <h1 className={layout.heading}>404</h1>
      <p>Oops! Page not found</p>
      <LinkButton href="/">Return to Home</LinkButton>
    </div>
  );
}
