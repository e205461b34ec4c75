import { forwardRef, type HTMLAttributes } from 'react';
import { cardRecipe } from './Card.css';

type Part = 'root' | 'header' | 'title' | 'description' | 'content' | 'footer';
const cx = (part: Part, className?: string) => [cardRecipe({ part }), className].filter(Boolean).join(' ');

export type CardProps = HTMLAttributes<HTMLDivElement>;

/** A div of the card recipe's `part`, before any class of the caller's. */
function cardPart(part: Exclude<Part, 'title' | 'description'>, displayName: string) {
  const CardPart = forwardRef<HTMLDivElement, CardProps>(function CardPart({ className, ...props }, ref) {
    return <div ref={ref} className={cx(part, className)} {...props} />;
  });
  CardPart.displayName = displayName;
  return CardPart;
}

/** A rounded, raised container. Compose with CardHeader, CardContent and CardFooter. */
export const Card = cardPart('root', 'Card');

export const CardHeader = cardPart('header', 'CardHeader');

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

export const CardContent = cardPart('content', 'CardContent');

export const CardFooter = cardPart('footer', 'CardFooter');
