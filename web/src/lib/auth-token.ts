/** The session token: session storage first, then local storage (A§6, GLB-08). */
export const AUTH_TOKEN_KEY = 'auth_token';

export function readAuthToken(): string | null {
  try {
    return sessionStorage.getItem(AUTH_TOKEN_KEY) ?? localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes): then nobody is signed in.
    return null;
  }
}
