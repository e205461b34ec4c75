import { forwardRef, type ComponentType, type RefAttributes } from 'react';
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

type Part = NonNullable<NonNullable<Parameters<typeof fieldRecipe>[0]>['part']>;

const cx = (part: Parameters<typeof fieldRecipe>[0] & object, className?: string) =>
  [fieldRecipe(part), className].filter(Boolean).join(' ');

type Plain<P> = Omit<P, 'className'> & { className?: string };

/** react-aria's element with the field recipe's class for `part` before the caller's; props and ref pass straight through. */
function fieldPart<E extends HTMLElement, P>(AriaPart: ComponentType<P & RefAttributes<E>>, part: Part, displayName: string) {
  const FieldPart = forwardRef<E, Plain<P>>(function FieldPart(props, ref) {
    const { className, ...rest } = props as { className?: string };
    // A string className is one that react-aria takes; TypeScript cannot follow a generic P through the rest.
    const ariaProps = { ...rest, className: cx({ part }, className) } as unknown as P;
    return <AriaPart {...ariaProps} ref={ref} />;
  });
  FieldPart.displayName = displayName;
  return FieldPart;
}

/** A text input; inside a TextField it is labelled and described automatically. */
export const Input = fieldPart<HTMLInputElement, InputProps>(AriaInput, 'input', 'Input');

export const Textarea = fieldPart<HTMLTextAreaElement, TextAreaProps>(AriaTextArea, 'textarea', 'Textarea');

export const Label = fieldPart<HTMLLabelElement, LabelProps>(AriaLabel, 'label', 'Label');

/** Error text, shown only while the field is invalid and linked to it by aria-describedby. */
export const FieldError = fieldPart<HTMLElement, FieldErrorProps>(AriaFieldError, 'error', 'FieldError');
