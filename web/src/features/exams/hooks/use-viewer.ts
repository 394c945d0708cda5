import { useSession } from '@/stores/session/session-store';

/**
 * Who is asking, for the query keys: the exams are answered per viewer (a buyer gets the paper link
 * of an exam they own), so signing in or out must fetch them again rather than reuse the cache.
 */
export function useViewer(): string | null {
  const { user } = useSession();
  return user ? (user.id ?? user.email) : null;
}
