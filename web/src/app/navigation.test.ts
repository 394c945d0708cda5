import { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '@the-gate/contract/route-match';
import { ROUTES, type RouteKey } from '@the-gate/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { createNavigation, loadScreen } from './router';

afterEach(() => vi.unstubAllGlobals());

/** Issue 23 §5: the router loads each screen when first needed; a navigation waits for it, as React Router's did. */
describe('a navigation', () => {
  /** A page whose screen no test of this file has loaded yet (each screen is loaded once per test file). */
  const fresh = (() => {
    const keys: RouteKey[] = ['gallery', 'distributors', 'terms', 'privacy'];
    return () => ROUTES[keys.shift()!].path;
  })();

  it('changes the address once the next screen has loaded, so the page on screen stays until then', async () => {
    const navigate = vi.fn();
    const to = fresh();
    createNavigation(new QueryClient())(navigate, to, { replace: false });
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(to, { replace: false }));
    // Its screen is loaded now: the next visit goes at once.
    createNavigation(new QueryClient())(navigate, `${to}?again=1`);
    expect(navigate).toHaveBeenLastCalledWith(`${to}?again=1`, undefined);
  });

  it('carries out only the latest of quick presses', async () => {
    const navigate = vi.fn();
    const go = createNavigation(new QueryClient());
    const first = fresh();
    const second = fresh();
    go(navigate, first);
    go(navigate, second);
    await loadScreen(matchRoute(first).key);
    await loadScreen(matchRoute(second).key);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(second, undefined);
  });

  it("starts the next page's first request on the way to it (issue 12 §5)", async () => {
    const fetchMock = stubApi({ '/api/materials/17': { id: 17, title: 'A sheet' } });
    const navigate = vi.fn();
    createNavigation(new QueryClient())(navigate, paths.material.href(17));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/materials/17']);
  });
});

describe('a link to the back office', () => {
  it('loads its page in full, since it is not a screen of the shop (issue 24 §6)', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/login', assign });
    const navigate = vi.fn();
    const go = createNavigation(new QueryClient());
    go(navigate, '/admin');
    go(navigate, '/admin/staff?page=2');
    expect(assign.mock.calls).toEqual([['/admin'], ['/admin/staff?page=2']]);
    expect(navigate).not.toHaveBeenCalled();
    // A shop page that only starts like it is still the shop's.
    go(navigate, '/administration');
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
