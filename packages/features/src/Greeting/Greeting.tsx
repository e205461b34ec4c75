import { forwardRef } from 'react';
import * as css from '../shared/blocks.css.ts';
import * as own from './Greeting.css.ts';

export const PRODUCT_NAME = 'Kinstory';

export interface GreetingProps {
  /** The profile's name; null when the profile loaded without one. */
  name?: string | null;
  /** The profile could not be loaded. @default false */
  profileFailed?: boolean;
}

/** The empty chat's welcome, in its three cases (SPEC §2 "Empty-state greeting"). */
export const Greeting = forwardRef<HTMLDivElement, GreetingProps>(function Greeting({ name = null, profileFailed = false }, ref) {
  const known = !profileFailed && name?.trim();
  return (
    <div ref={ref} className={own.root}>
      <h2 className={own.heading}>{known ? `Welcome back, ${known}!` : profileFailed ? 'Welcome to ' + PRODUCT_NAME + '!' : 'Welcome back!'}</h2>
      {!known && <p className={css.text}>Before we begin, what should I call you? Please tell me your name.</p>}
    </div>
  );
});
Greeting.displayName = 'Greeting';
