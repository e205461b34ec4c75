import { forwardRef, type HTMLAttributes } from 'react';
import { cardRecipe } from './Card.css';

type Part = 'root' | 'header' | 'title' | 'description' | 'content' | 'footer';
const cx = (part: Part, className?: string) => [cardRecipe({ part }), className].filter(Boolean).join(' ');

export type CardProps = HTMLAttributes<HTMLDivElement>;

/** A rounded, raised container. Compose with CardHeader, CardContent and CardFooter. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ className, ...props }, ref) {
  return <div ref={ref} className={cx('root', className)} {...props} />;
});
Card.displayName = 'Card';

export const CardHeader = forwardRef<HTMLDivElement, CardProps>(function CardHeader({ className, ...props }, ref) {
  return <div ref={ref} className={cx('header', className)} {...props} />;
});
CardHeader.displayName = 'CardHeader';

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * Heading level, so the card fits the page outline.
   * @default 3
   */
  level?: 2 | 3 | 4;
}

export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { className, level = 3, ...props },
  ref,
) {
  const Heading = `h${level}` as const;
  return <Heading ref={ref} className={cx('title', className)} {...props} />;
});
CardTitle.displayName = 'CardTitle';

export const CardDescription = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function CardDescription({ className, ...props }, ref) {
    return <p ref={ref} className={cx('description', className)} {...props} />;
  },
);
CardDescription.displayName = 'CardDescription';

export const CardContent = forwardRef<HTMLDivElement, CardProps>(function CardContent({ className, ...props }, ref) {
  return <div ref={ref} className={cx('content', className)} {...props} />;
});
CardContent.displayName = 'CardContent';

export const CardFooter = forwardRef<HTMLDivElement, CardProps>(function CardFooter({ className, ...props }, ref) {
  return <div ref={ref} className={cx('footer', className)} {...props} />;
});
CardFooter.displayName = 'CardFooter';
