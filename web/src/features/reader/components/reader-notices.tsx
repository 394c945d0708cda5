import { FileWarning, Loader2, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

/** The texts of the reader's states (issue 9 §3). */
export const READER_TEXT = {
  loading: t('loading'),
  signIn: t('signIn'),
  // The contract's NOT_OWNED_MESSAGE, written out: importing it would bring the validation library
  // into this screen (contract/library.ts builds zod schemas). A test keeps the two equal.
  notOwned: t('notOwned'),
  notFound: t('notFound'),
  loadFailed: t('loadFailed'),
  fileFailed: t('fileFailed'),
} as const;

type NoticeProps = { icon: ReactNode; message: string; children?: ReactNode };

/** A state instead of the page: what happened as the page's heading, and the ways on. */
function Notice({ icon, message, children }: NoticeProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      {icon}
      <h1 className="text-xl font-semibold text-slate-900">{message}</h1>
      {children && <div className="flex flex-wrap items-center justify-center gap-3">{children}</div>}
    </section>
  );
}

const iconClass = 'size-12 text-slate-400';

function MyMaterialsLink({ variant = 'outline' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.myMaterials.href()}>{t('myMaterials')}</Link>
    </Button>
  );
}

export function ReaderLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{READER_TEXT.loading}</span>
    </div>
  );
}

export function SignInRequired({ id }: { id: number }) {
  return (
    <Notice icon={<Lock className={iconClass} aria-hidden="true" />} message={READER_TEXT.signIn}>
      <Button asChild>
        <Link to={paths.login.href(paths.reader.href(id))}>{t('logIn')}</Link>
      </Button>
    </Notice>
  );
}

export function NotOwned({ id }: { id: number }) {
  return (
    <Notice icon={<Lock className={iconClass} aria-hidden="true" />} message={READER_TEXT.notOwned}>
      <Button asChild>
        <Link to={paths.material.href(id)}>{t('viewAndBuy')}</Link>
      </Button>
      <MyMaterialsLink />
    </Notice>
  );
}

export function MaterialNotFound() {
  return (
    <Notice icon={<SearchX className={iconClass} aria-hidden="true" />} message={READER_TEXT.notFound}>
      <MyMaterialsLink variant="default" />
    </Notice>
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Notice icon={<FileWarning className={iconClass} aria-hidden="true" />} message={READER_TEXT.loadFailed}>
      <Button onClick={onRetry}>{t('tryAgain')}</Button>
      <MyMaterialsLink />
    </Notice>
  );
}

/** pdf.js could not open the file (damaged, or a browser too old for it): it can still be downloaded. */
export function FileFailed({ fileUrl }: { fileUrl: string }) {
  return (
    <Notice icon={<FileWarning className={iconClass} aria-hidden="true" />} message={READER_TEXT.fileFailed}>
      <Button asChild>
        <a href={fileUrl} download>
          {t('download')}
        </a>
      </Button>
      <MyMaterialsLink />
    </Notice>
  );
}
