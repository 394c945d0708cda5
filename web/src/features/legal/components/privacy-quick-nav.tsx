import type { MouseEvent } from 'react';
import { t } from '../i18n/privacy';
import { PRIVACY_ANCHORS } from './privacy-sections';

/**
 * Scrolls to the section with `id` and moves focus into it, so keyboard and screen-reader users
 * land where they asked (PRV-01). Smooth unless the user asked for reduced motion.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/** A plain click scrolls in the page; a modified click (new tab, new window) follows the link as usual. */
function onAnchorClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToSection(id)) event.preventDefault();
}

/** The privacy policy's quick navigation: a link to each of the six anchored sections (PRV-01). */
export function PrivacyQuickNav({ className }: { className?: string }) {
  return (
    <nav aria-label={t('quickNavigation')} className={className}>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('onThisPage')}</h2>
      <ul className="flex flex-col gap-1">
        {PRIVACY_ANCHORS.map((anchor) => (
          <li key={anchor.id}>
            <a
              href={`#${anchor.id}`}
              onClick={(event) => onAnchorClick(event, anchor.id)}
              className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
