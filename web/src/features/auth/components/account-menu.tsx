import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Link, NavLink } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useLogout } from '../hooks/use-logout';
import { ACCOUNT_LINKS } from './account-links';
import { t } from './i18n';
import { UserAvatar } from './user-avatar';

const AccountDropdown = lazy(async () => ({ default: (await import('./account-dropdown')).AccountDropdown }));

/** 'Log in' and 'Sign up' for anonymous visitors (A§2, NAV-09), as the navigation bar shows them. */
export function AuthButtons({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login.href()}>{t('logIn')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.signup.href()}>{t('signUp')}</Link>
      </Button>
    </div>
  );
}

/**
 * The navigation bar's account corner: the avatar menu for a signed-in user (NAV-10, NAV-11),
 * otherwise the 'Log in' / 'Sign up' buttons (NAV-09, GLB-10). The menu's code loads only for a
 * signed-in user, so a first visit does not pay for it (the first-load budget, issue 3).
 */
export function AccountMenu({ className }: { className?: string }) {
  const { user } = useSession();
  if (!user) return <AuthButtons className={className} />;
  return (
    <Suspense fallback={<UserAvatar user={user} className={className} />}>
      <AccountDropdown user={user} className={className} />
    </Suspense>
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
          <Link to={paths.login.href()}>{t('logIn')}</Link>
        </Button>
        <Button asChild className="flex-1">
          <Link to={paths.signup.href()}>{t('signUp')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={t('yourAccount')} className="border-t border-slate-200 pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
          <p className="truncate text-xs text-slate-500">
            <bdi>{user.email}</bdi>
          </p>
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
        {t('logOut')}
      </Button>
    </section>
  );
}
