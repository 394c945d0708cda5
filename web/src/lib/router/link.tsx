import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useBase, useLocation, useNavigate, withBase } from './hooks';
import { pathOf, type To, toHref } from './location';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

/** A press the browser should handle itself: a new tab or window, a download, another target. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self') ||
    download !== undefined
  );
}

/** A link inside the app: a real `<a href>`, which changes the page without reloading it. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset: _keep, onClick, target, ...anchor },
  ref,
) {
  const navigate = useNavigate();
  const base = useBase();
  return (
    <a
      ref={ref}
      href={withBase(base, toHref(to))}
      target={target}
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event, target, anchor.download)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
});

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on its own path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows it leads to the current page: `aria-current="page"` and its active class. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...link },
  ref,
) {
  const { pathname } = useLocation();
  const target = pathOf(toHref(link.to)).replace(/\/+$/, '') || '/';
  const current = pathname.replace(/\/+$/, '') || '/';
  const isActive =
    current.toLowerCase() === target.toLowerCase() ||
    (!end && target !== '/' && current.toLowerCase().startsWith(`${target.toLowerCase()}/`));
  return (
    <Link
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...link}
    />
  );
});
