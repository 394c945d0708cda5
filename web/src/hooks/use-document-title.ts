import { useEffect } from 'react';
import { showScreenTitle } from '@/lib/document-title';

/**
 * Names the tab from the screen's data while the screen is shown, over its route's title from the
 * route table (`lib/document-title.ts`); `null` (while the data loads) leaves the route's title.
 * A screen without data of its own needs no call: its route's title is shown.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => (title === null ? undefined : showScreenTitle(title)), [title]);
}
