import { forwardRef } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldError, Label } from '../TextField/Field';
import { fieldRecipe } from '../TextField/TextField.css';
import { comboBoxRecipe as css } from './ComboBox.css';

export interface ComboBoxOption {
  id: string;
  /** What the list shows and the input holds once chosen. */
  label: string;
}

export interface ComboBoxProps extends Omit<AriaComboBoxProps<ComboBoxOption>, 'children' | 'className' | 'items' | 'defaultItems'> {
  /** Visible label; every field has one. */
  label: string;
  /** The choices; typing filters them (a "contains" match that ignores case and accents). */
  options: readonly ComboBoxOption[];
  /** Hint below the label, linked by aria-describedby. */
  description?: string;
  /** Error text shown while `isInvalid` holds. */
  errorMessage?: string;
  /** What the open list says when nothing matches. @default 'Nothing matches' */
  emptyText?: string;
  className?: string;
}

/**
 * A text field that filters a long list (react-aria's ComboBox): type part of a name, or open the
 * whole list with the button or Alt+Down. Label, hint and error are wired as TextField's are.
 */
export const ComboBox = forwardRef<HTMLDivElement, ComboBoxProps>(function ComboBox(
  { label, options, description, errorMessage, emptyText = 'Nothing matches', className, ...props },
  ref,
) {
  return (
    <AriaComboBox
      ref={ref}
      defaultItems={options}
      className={[fieldRecipe({ part: 'field' }), className].filter(Boolean).join(' ')}
      {...props}
    >
      <Label>{label}</Label>
      <div className={css({ part: 'group' })}>
        <Input className={[fieldRecipe({ part: 'input' }), css({ part: 'input' })].join(' ')} />
        {/* react-aria names it 'Show suggestions' and ties it to the label. */}
        <Button className={css({ part: 'button' })}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description && (
        <Text slot="description" className={fieldRecipe({ part: 'description' })}>
          {description}
        </Text>
      )}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={css({ part: 'popover' })} placement="bottom start" maxHeight={320}>
        <ListBox className={css({ part: 'listBox' })} renderEmptyState={() => <p className={css({ part: 'empty' })}>{emptyText}</p>}>
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={css({ part: 'option' })}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
});
ComboBox.displayName = 'ComboBox';
