import { LoaderCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '../i18n';

type Props = {
  /** The server has another page. */
  hasMore: boolean;
  /** A page is on its way (or the results shown are the previous search's): asking again would do nothing. */
  loading: boolean;
  /** The last attempt to load the next page failed. */
  error: Error | null;
  onLoadMore: () => void;
};

/** Start loading the next page this far before the end of the grid comes into view. */
const LOOK_AHEAD = '0px 0px 800px 0px';

/**
 * The end of a paged grid (issue 12 §2). An invisible sentinel asks for the next page as it nears the
 * viewport, and keeps asking while it stays in view; 'Load more materials' does the same for keyboard
 * and screen-reader users and where IntersectionObserver is missing. Nothing is announced when cards
 * are appended: the count line above does not change. A failed page is said once, and the button
 * tries again (the sentinel waits for it, so a broken server is not asked in a loop).
 */
export function LoadMore({ hasMore, loading, error, onLoadMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  const watching = hasMore && !loading && !error;

  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadMore();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {t('loadMoreFailed', { message: error.message })}
        </p>
      )}
      {/* aria-disabled rather than disabled, so the button keeps keyboard focus while the page loads. */}
      <Button
        variant="outline"
        aria-disabled={loading || undefined}
        className="aria-disabled:cursor-wait"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
      >
        {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {t('loadMore')}
      </Button>
    </div>
  );
}
