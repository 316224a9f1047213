import { useState } from 'react';
import { cn } from '@/lib/cn';

interface AvatarProps {
  /** Image URL (https or data:); falls back to initials when missing or broken. */
  src?: string | null;
  /** The person's display name, used for the initials and the image's alt text. */
  name: string;
  className?: string;
}

/** The letters an avatar without a picture shows. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return (
    letters
      .map((word) => word?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** A round picture of a person, or their initials. Decorative: the name is shown next to it. */
export function Avatar({ src, name, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid size-8 shrink-0 place-items-center overflow-hidden rounded-full',
        'bg-gradient-to-br from-indigo-500 to-violet-600 text-xs font-semibold text-white',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
