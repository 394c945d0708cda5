import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { useParams } from '@/lib/router';
import { useReaderMaterial } from '../api/get-reader-material';
import { ReaderFrame } from '../components/reader-frame';
import { LoadFailed, MaterialNotFound, NotOwned, ReaderLoading, SignInRequired } from '../components/reader-notices';
import { ReaderView } from '../components/reader-view';
import { t } from '../i18n';

// Material ids are PostgreSQL integers.
const MAX_ID = 2_147_483_647;

/** An id from the address: a positive whole number, or null (then nothing is asked for). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * `/reader/{id}`: the in-browser PDF reader, for owners only ("View on Application", issue 9 §3).
 * It opens in a new tab from My Materials.
 */
export function ReaderPage() {
  const id = parseId(useParams().id);
  const signedIn = readAuthToken() !== null;
  const query = useReaderMaterial(id, signedIn);
  useDocumentTitle(query.data ? t('documentTitle', { title: query.data.title }) : t('readerTitle'));

  if (query.isSuccess) return <ReaderView material={query.data} />;
  return <ReaderFrame>{notice(id, signedIn, query)}</ReaderFrame>;
}

/** What stands in for the material: why it cannot be shown yet, and the way on. */
function notice(id: number | null, signedIn: boolean, query: ReturnType<typeof useReaderMaterial>) {
  if (id === null) return <MaterialNotFound />;
  if (!signedIn) return <SignInRequired id={id} />;
  if (!query.isError) return <ReaderLoading />;
  const status = query.error instanceof ApiError ? query.error.status : null;
  // 401: the stored token has expired or was revoked.
  if (status === 401) return <SignInRequired id={id} />;
  if (status === 403) return <NotOwned id={id} />;
  // 400: the server rejects the id itself.
  if (status === 404 || status === 400) return <MaterialNotFound />;
  return <LoadFailed onRetry={() => query.refetch()} />;
}
