import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { buttonRecipe } from './Button.css';

export const buttonVariants = ['default', 'secondary', 'destructive', 'outline', 'ghost', 'link'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonOwnProps {
  /**
   * Visual weight and meaning.
   * @default 'default'
   */
  variant?: ButtonVariant;
  children?: ReactNode;
  className?: string;
}

/** An icon-only button has no visible text, so its accessible name is required. */
export type ButtonSizeProps =
  | {
      /** @default 'default' */
      size?: Exclude<ButtonSize, 'icon'>;
    }
  | { size: 'icon'; 'aria-label': string };

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className'> & ButtonOwnProps & ButtonSizeProps;

/** What makes Button and LinkButton look alike: the recipe's class and the variant as `data-variant`. */
export function buttonLook({ variant, size, className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  return {
    'data-variant': variant ?? 'default',
    className: [buttonRecipe({ variant, size }), className].filter(Boolean).join(' '),
  };
}

/**
 * A pill-shaped button on react-aria's Button: `onPress`, `isDisabled`, `isPending`.
 * While pending it shows a spinner, keeps focus and sets aria-busy.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      {...buttonLook({ variant, size, className })}
      ref={ref}
      // react-aria does not forward aria-busy, so it is set on the rendered element itself.
      render={(domProps, values) => <button {...domProps} aria-busy={values?.isPending || undefined} />}
    >
      {({ isPending }) => (
        <>
          {isPending && <Spinner decorative size="sm" />}
          {children}
        </>
      )}
    </AriaButton>
  );
});
Button.displayName = 'Button';
