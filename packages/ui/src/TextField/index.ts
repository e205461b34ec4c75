export { TextField, type TextFieldProps } from './TextField';
export { Input, Textarea, Label, FieldError } from './Field';
