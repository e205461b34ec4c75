import { forwardRef, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonLook, type ButtonSize, type ButtonVariant } from './Button';

export type LinkButtonProps = Omit<AriaLinkProps, 'children' | 'className'> & {
  /**
   * Visual weight, as for Button.
   * @default 'default'
   */
  variant?: ButtonVariant;
  /**
   * As for Button (no icon size: a link needs visible text).
   * @default 'default'
   */
  size?: Exclude<ButtonSize, 'icon'>;
  children?: ReactNode;
  className?: string;
};

/**
 * A real link (navigates, opens in a new tab, works with the router through react-aria's
 * RouterProvider) that looks like a button.
 */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, className, ...props },
  ref,
) {
  return <AriaLink {...props} {...buttonLook({ variant, size, className })} ref={ref} />;
});
LinkButton.displayName = 'LinkButton';
