import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { t } from '@/components/i18n';
import { cn } from '@/lib/cn';

/**
 * A panel that slides in from the right edge: the end side in English (DRW-01), the start side in
 * Arabic (issue 26 §3). Focus is trapped inside and Escape closes it (Radix Dialog).
 */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/**
 * Radix hands focus back only to its own Trigger; sheets opened from elsewhere (a cart button, an
 * "Add to Cart" on a card) remember what had focus when they opened and return it on close.
 */
export function SheetContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content>) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-full max-w-lg flex-col bg-white shadow-xl transition-transform duration-300 ltr:end-0 rtl:start-0 data-[state=closed]:translate-x-full data-[state=open]:translate-x-0',
          className,
        )}
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          if (!event.defaultPrevented && target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 end-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('close')}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
