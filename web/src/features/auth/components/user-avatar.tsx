import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/stores/session/session-store';

/** Initials for an avatar without a picture: first letters of first and last name (NAV-13). */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null }): string {
  return `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`.toUpperCase();
}

/**
 * The profile picture, or the first letters of the first and last name (A§2, NAV-12, NAV-13).
 * A picture that fails to load falls back to the letters too. Decorative: whatever holds it names
 * the user.
 */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user.profilePictureUrl;
  const initials = initialsOf(user);

  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-600 text-sm font-semibold text-white',
        className,
      )}
    >
      {src && src !== failedSrc ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        initials || <UserRound className="size-5" />
      )}
    </span>
  );
}
