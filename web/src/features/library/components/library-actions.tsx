import { useQueryClient } from '@tanstack/react-query';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { BookOpenText, Download, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { myMaterialsQueryOptions } from '../api/get-my-materials';
import { t } from '../i18n';
import { downloadLinkOf, previewLinkOf } from '../lib/library-fields';

export const DOWNLOAD_STARTED = t('downloadStarted');

/**
 * The server stamps 'Last Accessed' when the new tab fetches the file, a request that races ours:
 * the list is asked for again a moment later, so the new date is in it.
 */
export const REFETCH_AFTER_DOWNLOAD_MS = 1000;

type Props = { material: LibraryMaterial; readerHref: string; size?: 'default' | 'sm' };

/**
 * Our own reader is opened with an opener: only then does the browser copy this tab's session
 * storage (the sign-in of someone who did not tick "Remember me") into the new tab. Another host's
 * reader gets no opener and no referrer.
 */
export function readerRel(readerHref: string): string {
  return readerHref.startsWith('/') && !readerHref.startsWith('//') ? 'opener' : 'noopener noreferrer';
}

/**
 * 'View on Application' (the reader, MM-15), 'Download' (MM-16) and 'Preview' (MM-17), each in a
 * new tab. The file links are signed for this user and need no header (contract §3.5), so they are
 * plain links. Accessible names start with the visible label (decision 002).
 */
export function LibraryActions({ material, readerHref, size = 'default' }: Props) {
  const queryClient = useQueryClient();
  const download = downloadLinkOf(material);
  const preview = previewLinkOf(material);
  const { title } = material;

  const { queryKey } = myMaterialsQueryOptions();
  const onDownload = () => {
    // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
    void import('sonner').then(({ toast }) => toast.success(DOWNLOAD_STARTED));
    setTimeout(() => void queryClient.invalidateQueries({ queryKey }), REFETCH_AFTER_DOWNLOAD_MS);
  };
  // Reading or previewing in the other tab stamps 'Last Accessed' too: the list is marked out of
  // date, so it is asked for again when the user comes back to this tab.
  const onOpen = () => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size={size}>
        <a
          href={readerHref}
          target="_blank"
          rel={readerRel(readerHref)}
          onClick={onOpen}
          aria-label={t('viewOnApplicationOf', { title })}
        >
          <BookOpenText aria-hidden="true" />
          {t('viewOnApplication')}
        </a>
      </Button>
      {download && (
        <Button asChild size={size} variant="outline">
          <a
            href={download}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onDownload}
            aria-label={t('downloadOf', { title })}
          >
            <Download aria-hidden="true" />
            {t('download')}
          </a>
        </Button>
      )}
      {preview && (
        <Button asChild size={size} variant="outline">
          <a
            href={preview}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            aria-label={t('previewOf', { title })}
          >
            <Eye aria-hidden="true" />
            {t('preview')}
          </a>
        </Button>
      )}
    </div>
  );
}
