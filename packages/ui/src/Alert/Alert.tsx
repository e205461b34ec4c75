import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { alertRecipe } from './Alert.css';

export const alertTones = ['critical', 'success'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * critical (an error, announced at once) or success (announced politely).
   * @default 'critical'
   */
  tone?: AlertTone;
  /** Bold first line. */
  title?: ReactNode;
}

/** An inline message about something that just happened. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'critical', title, children, className, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      role={tone === 'critical' ? 'alert' : 'status'}
      data-tone={tone}
      className={[alertRecipe({ tone }), className].filter(Boolean).join(' ')}
      {...props}
    >
      {title && <p className={alertRecipe({ part: 'title', tone })}>{title}</p>}
      {children}
    </div>
  );
});
Alert.displayName = 'Alert';
