import { forwardRef } from 'react';
import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  TextArea as AriaTextArea,
  type FieldErrorProps,
  type InputProps,
  type LabelProps,
  type TextAreaProps,
} from 'react-aria-components';
import { fieldRecipe } from './TextField.css';

const cx = (part: Parameters<typeof fieldRecipe>[0] & object, className?: string) =>
  [fieldRecipe(part), className].filter(Boolean).join(' ');

type Plain<P> = Omit<P, 'className'> & { className?: string };

/** A text input; inside a TextField it is labelled and described automatically. */
export const Input = forwardRef<HTMLInputElement, Plain<InputProps>>(function Input({ className, ...props }, ref) {
  return <AriaInput ref={ref} className={cx({ part: 'input' }, className)} {...props} />;
});
Input.displayName = 'Input';

export const Textarea = forwardRef<HTMLTextAreaElement, Plain<TextAreaProps>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <AriaTextArea ref={ref} className={cx({ part: 'textarea' }, className)} {...props} />;
});
Textarea.displayName = 'Textarea';

export const Label = forwardRef<HTMLLabelElement, Plain<LabelProps>>(function Label({ className, ...props }, ref) {
  return <AriaLabel ref={ref} className={cx({ part: 'label' }, className)} {...props} />;
});
Label.displayName = 'Label';

/** Error text, shown only while the field is invalid and linked to it by aria-describedby. */
export const FieldError = forwardRef<HTMLElement, Plain<FieldErrorProps>>(function FieldError(
  { className, ...props },
  ref,
) {
  return <AriaFieldError ref={ref} className={cx({ part: 'error' }, className)} {...props} />;
});
FieldError.displayName = 'FieldError';
