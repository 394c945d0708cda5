import type { ReactNode } from 'react';
import { RouteDescription } from './route-description';
import { RouteTitle } from './route-title';

/** A page shown on its own, without the shop's bar and footer (the reader), with its route's title and description. */
export function FocusedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteTitle />
      <RouteDescription />
      {children}
    </>
  );
}
