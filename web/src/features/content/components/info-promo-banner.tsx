import { Check, Copy, TicketPercent } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Message } from '@/lib/i18n/message';
import { t } from '../i18n/info';

export const PROMO_CODE = 'GATE2025';
/** How long the check mark stays after a copy (B§4, B§9, INFO-03). */
export const COPIED_FOR_MS = 2000;
export const CODE_SELECTED = t('codeSelected');

/**
 * The information center's sticky promo banner (INFO-02, INFO-03): the copy button puts the code on
 * the clipboard and shows a check for 2 s. Where the clipboard is unavailable (an insecure page, a
 * refused permission) the code is selected instead, ready to copy by hand.
 */
export function InfoPromoBanner() {
  const [copied, setCopied] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const selectCode = () => {
    const code = codeRef.current;
    const selection = window.getSelection();
    if (!code || !selection) return;
    selection.selectAllChildren(code);
    setAnnouncement(CODE_SELECTED);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(PROMO_CODE);
    } catch {
      // `navigator.clipboard` is undefined outside secure contexts, and writeText may be refused.
      selectCode();
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    setAnnouncement(t('copied'));
    timer.current = setTimeout(() => {
      setCopied(false);
      setAnnouncement('');
    }, COPIED_FOR_MS);
  };

  return (
    // Below the fixed navigation bar, whose scrolled height is h-14.
    <aside aria-label={t('promoLabel')} className="sticky top-14 z-30 border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-slate-800">
        <TicketPercent className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <Message
            t={t}
            id="promoText"
            values={{ code: PROMO_CODE }}
            components={{
              0: (
                <code
                  ref={codeRef}
                  dir="ltr"
                  className="rounded bg-white px-1.5 py-0.5 font-mono font-bold text-slate-900"
                />
              ),
            }}
          />
        </p>
        <Button variant="ghost" size="icon-sm" aria-label={t('copyPromoCode', { code: PROMO_CODE })} onClick={copy}>
          {copied ? (
            <Check className="text-emerald-600" aria-hidden="true" data-testid="copied-icon" />
          ) : (
            <Copy aria-hidden="true" data-testid="copy-icon" />
          )}
        </Button>
        <span role="status" className="sr-only">
          {announcement}
        </span>
      </div>
    </aside>
  );
}
