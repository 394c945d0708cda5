import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '@/lib/router';
import { MemoryRouter } from '@/test/memory-router';
import { SEARCH_DEBOUNCE_MS, useSearchParamText } from './use-search-param-text';

function renderSearchText(initialEntry = '/materials') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useSearchParamText('q'), location: useLocation() }), { wrapper });
}

describe('useSearchParamText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts the text in the address 300 ms after the last change (B§9)', () => {
    const { result } = renderSearchText();
    act(() => result.current.setText('poem'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?q=poem');
    expect(result.current.text).toBe('poem');
  });

  it('keeps a key pressed while its own earlier text is reaching the address', () => {
    const { result } = renderSearchText();
    act(() => result.current.setText('inference'));
    // The write leaves, and before the router has rendered the new address the visitor types on.
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    act(() => result.current.setText('inference zz'));
    expect(result.current.location.search).toBe('?q=inference');
    expect(result.current.text).toBe('inference zz');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?q=inference+zz');
    expect(result.current.text).toBe('inference zz');
  });

  it('follows the address when something else changes it (a link, Back)', () => {
    const { result } = renderSearchText('/materials?q=poem');
    expect(result.current.text).toBe('poem');
    act(() => result.current.update((params) => params.set('q', 'grammar')));
    expect(result.current.text).toBe('grammar');
  });
});
