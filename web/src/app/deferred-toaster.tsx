import { lazy, Suspense, useEffect, useState } from 'react';
import { DIRECTION } from '@/lib/i18n';
import { t } from './layout/i18n';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The events after which a toast may follow: a press or a key. */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/** A toast nobody asked for (a page whose data failed to load, STU-11) waits at most this long. */
export const TOASTER_AT_THE_LATEST_MS = 5000;

/**
 * The toaster, mounted on the visitor's first press or key, and at the latest a few seconds after
 * the app has started: not with the first page, whose scripts it would join for nothing (issue 23
 * §5, 9 kB gzip on every page). Toasts follow what the visitor does (a form sent, a favourite
 * set), and one made before the toaster mounts is not lost: sonner shows a new toaster the toasts
 * still active. Neither the server nor the hydrating browser renders it at first, so the two agree.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, { capture: true, passive: true });
    const timer = setTimeout(want, TOASTER_AT_THE_LATEST_MS);
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want, { capture: true });
      clearTimeout(timer);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Library default duration, about 4 to 5 seconds (GLB-06). At the bottom (full width on a
          phone), so a notice never covers the navigation bar the user reaches for next; on the end
          side, mirrored in Arabic (issue 26 §3). */}
      <Toaster
        position={DIRECTION === 'rtl' ? 'bottom-left' : 'bottom-right'}
        dir={DIRECTION}
        closeButton
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
      />
    </Suspense>
  );
}
