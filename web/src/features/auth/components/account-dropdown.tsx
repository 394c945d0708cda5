import { LogOut } from 'lucide-react';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import type { SessionUser } from '@/stores/session/session-store';
import { useLogout } from '../hooks/use-logout';
import { ACCOUNT_LINKS } from './account-links';
import { t } from './i18n';
import { UserAvatar } from './user-avatar';

/** The avatar menu of a signed-in user (NAV-10..NAV-13, NAV-16). */
export function AccountDropdown({ user, className }: { user: SessionUser; className?: string }) {
  const logOut = useLogout();
  // Controlled, so logging out leaves the menu closed whatever happens next (LOGOUT-02).
  const [open, setOpen] = useState(false);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={cn(
            'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            className,
          )}
        >
          <UserAvatar user={user} />
          {/* Hidden text, not aria-label: the visible initials are decorative (WCAG 2.5.3). */}
          <span className="sr-only">{t('accountMenuFor', { name: user.fullName })}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="px-2 py-1.5">
          <span className="block truncate text-sm font-semibold text-slate-900">{user.fullName}</span>
          <span className="block truncate text-xs text-slate-500">
            {/* An address reads left to right inside Arabic too (issue 26 §3). */}
            <bdi>{user.email}</bdi>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon className="size-4 text-slate-500" aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            setOpen(false);
            logOut();
          }}
        >
          <LogOut className="size-4 text-slate-500" aria-hidden="true" />
          {t('logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
