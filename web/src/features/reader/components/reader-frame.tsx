import type { ReactNode, Ref } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

type Props = {
  /** The material's title, as the page's heading; a notice brings its own heading instead. */
  heading?: string;
  toolbar?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
};

/**
 * A focused reading view: it opens in a tab of its own, so instead of the shop's bar and footer it
 * has one slim bar with the title and the ways back, and the page area scrolls by itself.
 */
export function ReaderFrame({ heading, toolbar, mainRef, children }: Props) {
  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex items-center gap-3 px-3 py-2 sm:px-4">
          <Link to={paths.home.href()} className="shrink-0 font-serif text-lg font-bold text-brand-700">
            The Gate
          </Link>
          {heading ? (
            <h1 className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold text-slate-900 sm:text-base">{heading}</h1>
          ) : (
            <span className="flex-1" />
          )}
          <Link to={paths.myMaterials.href()} className="shrink-0 text-sm font-medium text-brand-600 hover:underline">
            {t('myMaterials')}
          </Link>
        </div>
        {toolbar}
      </header>
      <main
        id="main"
        ref={mainRef}
        // Reachable with Tab so the keyboard can scroll a tall or zoomed page (WCAG 2.1.1); a stable
        // gutter keeps the scrollbar from changing the width that Fit to width follows.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable.
        tabIndex={0}
        className="relative flex-1 overflow-auto p-2 outline-none [scrollbar-gutter:stable] sm:p-4"
      >
        {children}
      </main>
    </div>
  );
}
