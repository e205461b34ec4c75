import { forwardRef, useState, type Ref } from 'react';
import { avatarRecipe } from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the fallback letter. */
  name: string;
  /** Photo URL; without one, or if it fails to load, the first letter of the name shows. */
  src?: string;
  /** @default 'md' */
  size?: (typeof avatarSizes)[number];
  className?: string;
}

/** A round photo of a person, falling back to their initial. */
export const Avatar = forwardRef<HTMLElement, AvatarProps>(function Avatar({ name, src, size, className }, ref) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const cls = [avatarRecipe({ size }), className].filter(Boolean).join(' ');
  if (src && failedSrc !== src) {
    return (
      <img
        ref={ref as Ref<HTMLImageElement>}
        src={src}
        alt={name}
        className={cls}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const letter = name.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <span ref={ref} role="img" aria-label={name} className={cls}>
      <span aria-hidden="true">{letter}</span>
    </span>
  );
});
Avatar.displayName = 'Avatar';
