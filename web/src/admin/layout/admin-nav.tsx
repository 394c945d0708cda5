import type { StaffRole } from '@the-gate/contract/staff-rules';
import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@/lib/router';
import { activeNavItem, navItemsFor } from './nav-items';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 md:whitespace-nowrap ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The back office's sections (issue 24 §6). On a desktop, a column on the left, always shown. On a
 * phone a strip scrolled sideways and hid most of the six or seven sections, so there it is a
 * disclosure: a "Menu" button (naming the current section) opens the list below it; choosing a
 * section, Escape, or the button again closes it. The current page is marked `aria-current`.
 */
export function AdminNav({ role }: { role: StaffRole }) {
  const items = navItemsFor(role);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // The section the page belongs to: the longest that holds the address (Taxonomies, not Materials,
  // for /admin/catalogue/taxonomies), so exactly one link is marked current.
  const current = activeNavItem(items, pathname);

  // A navigation closes the menu: the new page is what the member of staff wanted to see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address.
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav
      aria-label="Back office"
      onKeyDown={onKeyDown}
      className="border-b border-slate-200 bg-white md:min-h-[calc(100dvh-57px)] md:w-56 md:border-e md:border-b-0"
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 px-4 py-3 text-start text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        Menu {current && <span className="truncate font-normal text-slate-600">· {current.label}</span>}
      </button>
      <ul id={listId} className={`${open ? 'flex' : 'hidden'} flex-col gap-1 p-2 pt-0 md:flex md:pt-2`}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item === current ? 'page' : undefined}
              className={navLinkClass({ isActive: item === current })}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="md:mt-4">
          <a href="/" className={navLinkClass({ isActive: false })}>
            Back to the shop
          </a>
        </li>
      </ul>
    </nav>
  );
}
