import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../auth-token';
import { LANGUAGE_COOKIE, rememberLanguage } from './remember-language';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the test drops the cookie the code under test set that way.
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('remembering the language chosen with the switch (issue 26 §1, §6)', () => {
  it('keeps it in a cookie for a signed-out visitor, and calls nobody', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    rememberLanguage('ar');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts it on the account when signed in, in a call that outlives the page being left', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const fetch = vi.fn(async () => new Response('{"preferredLanguage":"ar"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    rememberLanguage('ar');
    expect(fetch).toHaveBeenCalledWith(
      '/api/me/language',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ language: 'ar' }),
        keepalive: true,
        headers: expect.objectContaining({ Authorization: 'Bearer token-1' }),
      }),
    );
  });

  it('never stops the switch when the account cannot be reached', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => rememberLanguage('en')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});
