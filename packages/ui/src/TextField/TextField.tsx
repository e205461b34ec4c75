import { forwardRef } from 'react';
import { Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldError, Input, Label, Textarea } from './Field';
import { fieldRecipe } from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  /** Visible label; every field has one. */
  label: string;
  /** Hint below the label, linked by aria-describedby. */
  description?: string;
  /** Error text shown while `isInvalid` (or a failed validation) holds. */
  errorMessage?: string;
  /**
   * A multi-line Textarea instead of a single-line Input.
   * @default false
   */
  multiline?: boolean;
  placeholder?: string;
  className?: string;
}

/** Label, input, hint and error wired together by react-aria's TextField. */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, multiline = false, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaTextField ref={ref} className={[fieldRecipe({ part: 'field' }), className].filter(Boolean).join(' ')} {...props}>
      <Label>{label}</Label>
      {multiline ? <Textarea placeholder={placeholder} /> : <Input placeholder={placeholder} />}
      {description && (
        <Text slot="description" className={fieldRecipe({ part: 'description' })}>
          {description}
        </Text>
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
TextField.displayName = 'TextField';
