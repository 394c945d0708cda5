import { ChevronLeft, ChevronRight, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FORMAT_LOCALE } from '@/lib/i18n';
import type { useReaderState } from '../hooks/use-reader-state';
import { t } from '../i18n';

type Reader = ReturnType<typeof useReaderState>;

/** The zoom as this language writes a percentage ("150%"; Latin digits in Arabic, decision 026). */
const percent = new Intl.NumberFormat(FORMAT_LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A button whose name is its text; on a phone only the icon shows and the text stays for screen readers. */
function ToolButton({
  icon,
  label,
  ...props
}: { icon: ReactNode; label: string } & Omit<ComponentProps<typeof Button>, 'children'>) {
  return (
    <Button
      variant="outline"
      size="bare"
      className="h-10 px-3 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 sm:h-9"
      {...props}
    >
      {icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}

/** The page number to jump to; it takes effect on Enter or when the field is left. */
function PageJump({ page, pageCount, onJump }: { page: number; pageCount: number; onJump(page: number): void }) {
  const id = useId();
  const [draft, setDraft] = useState(String(page));
  const [shownPage, setShownPage] = useState(page);
  // The field follows the page when it is turned by a button or a key.
  if (shownPage !== page) {
    setShownPage(page);
    setDraft(String(page));
  }

  const commit = () => {
    const wanted = Number.parseInt(draft, 10);
    if (Number.isNaN(wanted)) {
      setDraft(String(page));
      return;
    }
    const target = Math.min(Math.max(1, wanted), pageCount);
    setDraft(String(target));
    onJump(target);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>{t('goToPage')}</label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        boxWidth="w-16"
        className="text-center sm:h-9"
      />
    </form>
  );
}

/** Page turning, the page number, zoom and Fit to width; wraps onto more lines on a phone. */
export function ReaderToolbar({ reader }: { reader: Reader }) {
  const zoom = reader.zoomPercent === null ? t('fit') : percent.format(Math.round(reader.zoomPercent) / 100);
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-slate-100 px-2 py-2">
      <div className="flex items-center gap-2">
        <ToolButton
          icon={<ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />}
          label={t('previousPage')}
          disabled={!reader.canPrevious}
          onClick={reader.previousPage}
        />
        {/* A polite live region: a screen reader hears each page change, however it was made. */}
        <p role="status" className="min-w-24 text-center text-sm font-medium tabular-nums text-slate-800">
          {t('pageOf', { page: reader.page, count: reader.pageCount })}
        </p>
        <ToolButton
          icon={<ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />}
          label={t('nextPage')}
          disabled={!reader.canNext}
          onClick={reader.nextPage}
        />
      </div>
      <PageJump page={reader.page} pageCount={reader.pageCount} onJump={reader.goTo} />
      <div className="flex items-center gap-2">
        <ToolButton
          icon={<ZoomOut aria-hidden="true" />}
          label={t('zoomOut')}
          disabled={!reader.canZoomOut}
          onClick={reader.zoomOut}
        />
        <span className="min-w-12 text-center text-sm tabular-nums text-slate-800">
          <span className="sr-only">{t('zoom')}</span>
          {zoom}
        </span>
        <ToolButton
          icon={<ZoomIn aria-hidden="true" />}
          label={t('zoomIn')}
          disabled={!reader.canZoomIn}
          onClick={reader.zoomIn}
        />
        <ToolButton
          icon={<MoveHorizontal aria-hidden="true" />}
          label={t('fitToWidth')}
          aria-pressed={reader.fit}
          onClick={reader.toggleFit}
        />
      </div>
    </div>
  );
}
