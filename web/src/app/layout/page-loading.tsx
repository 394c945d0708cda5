import { Loader2 } from 'lucide-react';
import { t } from './i18n';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
