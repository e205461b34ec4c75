export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { buttonRecipe } from './Button.css';
