import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readAuthToken } from '@/lib/auth-token';
import { useSession } from '@/stores/session/session-store';
import { useMyMaterials } from '../api/get-my-materials';
import { LibraryGrid } from '../components/library-grid';
import { EmptyLibrary, LibraryError, LibrarySkeleton, SignedOutLibrary } from '../components/library-states';
import { t } from '../i18n';

/**
 * `/my-materials` (A§2, A§5, MM-01..MM-19): signed out, loading, error, empty or the library. The
 * route has no guard (GLB-18); the page itself asks for a sign-in.
 */
export function MyMaterialsPage() {
  useDocumentTitle(t('documentTitle'));
  // Subscribing re-renders the page when the session changes (a sign-in or sign-out in another tab).
  useSession();
  const signedIn = readAuthToken() !== null;
  const materials = useMyMaterials(signedIn);

  let content: ReactNode;
  if (!signedIn) content = <SignedOutLibrary />;
  else if (materials.isPending || (materials.isError && materials.isFetching)) content = <LibrarySkeleton />;
  else if (materials.isError) content = <LibraryError error={materials.error} onRetry={() => materials.refetch()} />;
  else if (materials.data.length === 0) content = <EmptyLibrary />;
  else content = <LibraryGrid materials={materials.data} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={t('pageTitle')} intro={t('pageIntro')} className="mb-8" />
      {content}
    </div>
  );
}
