import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '@/stores/session/session-store';
import { useLogout } from '../hooks/use-logout';
import { ACCOUNT_LINKS } from './account-links';
import { UserAvatar } from './user-avatar';

/** 'Log in' and 'Sign up' for anonymous visitors (A§2, NAV-09), as the navigation bar shows them. */
export function AuthButtons({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login.href()}>Log in</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.signup.href()}>Sign up</Link>
      </Button>
    </div>
  );
}

/**
 * The navigation bar's account corner: the avatar menu for a signed-in user (NAV-10, NAV-11),
 * otherwise the 'Log in' / 'Sign up' buttons (NAV-09, GLB-10).
 */
export function AccountMenu({ className }: { className?: string }) {
  const { user } = useSession();
  const logOut = useLogout();
  // Controlled, so logging out leaves the menu closed whatever happens next (LOGOUT-02).
  const [open, setOpen] = useState(false);

  if (!user) return <AuthButtons className={className} />;

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
          <span className="sr-only">Account menu for {user.fullName}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="px-2 py-1.5">
          <span className="block truncate text-sm font-semibold text-slate-900">{user.fullName}</span>
          <span className="block truncate text-xs text-slate-500">{user.email}</span>
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
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-3 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700',
    isActive ? 'text-brand-700' : 'text-slate-700',
  );

/**
 * The mobile menu's account block (NAV-14): the same items as the avatar menu when signed in,
 * otherwise 'Log in' and 'Sign up' side by side.
 */
export function MobileAccountLinks() {
  const { user } = useSession();
  const logOut = useLogout();

  if (!user) {
    return (
      <div className="flex gap-2">
        <Button asChild variant="outline" className="flex-1">
          <Link to={paths.login.href()}>Log in</Link>
        </Button>
        <Button asChild className="flex-1">
          <Link to={paths.signup.href()}>Sign up</Link>
        </Button>
      </div>
    );
  }

  return (
    <section aria-label="Your account" className="border-t border-slate-200 pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
      </div>
      <ul className="flex flex-col py-1">
        {ACCOUNT_LINKS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={mobileLinkClass}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-2 w-full" onClick={logOut}>
        <LogOut aria-hidden="true" />
        Log out
      </Button>
    </section>
  );
}
