import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as css from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  /** The visible label, also the switch's accessible name. */
  children: ReactNode;
}

/** An on/off setting on react-aria's Switch: `isSelected`, `onChange`, `isDisabled`; a 44px-high target with its label. */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch({ children, ...props }, ref) {
  return (
    <AriaSwitch {...props} ref={ref} className={css.root}>
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
});
Switch.displayName = 'Switch';
