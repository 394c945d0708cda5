import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountMenu, MobileAccountLinks } from '@/features/auth/components/account-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { cn } from '@/lib/cn';
import { Link, NavLink, useLocation } from '@/lib/router';
import { t } from './i18n';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MOBILE_ONLY_LINKS, NAV_LINKS } from './nav-links';
import { useScrolled } from './use-scrolled';

/** A nav link's classes: in the bar (`py-2`), or a taller block in the phone menu (`block py-3`). */
const linkClass =
  (row: 'py-2' | 'block py-3') =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700',
      row,
      isActive ? 'text-brand-700' : 'text-slate-700',
    );

/**
 * Fixed at the top; transparent until the page scrolls more than 10 px, then white and blurred with
 * a smaller logo (A§2, NAV-01..NAV-03). Below `md` the links move into a menu that adds Distributors.
 */
export function Navbar() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-all duration-200',
        scrolled || menuOpen ? 'bg-white/90 shadow-sm backdrop-blur-md' : 'bg-transparent',
      )}
    >
      <nav
        aria-label={t('mainNavigation')}
        className={cn('mx-auto flex max-w-7xl items-center gap-2 px-4 transition-all', scrolled ? 'h-14' : 'h-20')}
      >
        <Link to={paths.home.href()} className="me-auto rounded-md" aria-label={t('homeLink')}>
          <Logo compact={scrolled} />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass('py-2')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <LanguageSwitch place="bar" />
        </div>
        <CartButton />
        <div className="hidden items-center gap-2 md:flex">
          <AccountMenu />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
        <ul className="flex flex-col py-2">
          {[...NAV_LINKS, ...MOBILE_ONLY_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass('block py-3')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <MobileAccountLinks />
        <LanguageSwitch place="menu" />
      </div>
    </header>
  );
}
