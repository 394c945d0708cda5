import { type ComponentProps, createContext, useContext, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { DIRECTION } from '@/lib/i18n';

// The WAI-ARIA tabs pattern as Radix Tabs rendered it (horizontal, automatic activation, looping
// arrows), written out in a few lines: Radix's roving focus, collection and presence cost the detail
// pages about 9 kB gzip for three buttons (issue 23 §5). Ids, roles, data-state and the hidden, empty
// inactive panels are what Radix put in the server HTML; tabs.test.tsx pins the behaviour.

type TabsState = { id: string; value: string; select: (value: string) => void };

/** Read by the parts inside a Tabs only (as with Radix, a part outside one is a mistake). */
const TabsContext = createContext({} as TabsState);

const triggerId = (tabs: TabsState, value: string) => `${tabs.id}-trigger-${value}`;
const contentId = (tabs: TabsState, value: string) => `${tabs.id}-content-${value}`;

/** The arrow key towards the next tab: right in English, left in Arabic (issue 26 §3). */
const [NEXT_KEY, PREVIOUS_KEY] = DIRECTION === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

/**
 * Which tab a key moves to, by index, or -1 for a key tabs ignore: arrows wrap at both ends,
 * Home/PageUp go to the first and End/PageDown to the last (Radix's roving focus keys).
 */
function targetIndex(key: string, index: number, last: number) {
  if (key === 'Home' || key === 'PageUp') return 0;
  if (key === 'End' || key === 'PageDown') return last;
  if (key === NEXT_KEY) return index < last ? index + 1 : 0;
  if (key === PREVIOUS_KEY) return index > 0 ? index - 1 : last;
  return -1;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Holds which tab is shown: the caller's `value` when controlled, else its own from `defaultValue`.
 * The ids come from useId so the server's HTML and the hydrated page agree.
 */
export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ id: useId(), value: current, select }}>
      <div dir={DIRECTION} data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** The row of tabs; give it an aria-label when the page has more than one set of tabs. */
export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex gap-1 rounded-lg bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

/**
 * One tab. Only the selected tab is in the Tab order (roving tabindex); the arrow keys, Home and
 * End move focus along the row, and focusing a tab selects it (automatic activation). Its mouse-down,
 * key-down and focus handlers are the tab's own: no caller needs one, and merging them cost bytes.
 */
export function TabsTrigger({
  value,
  disabled,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onMouseDown' | 'onKeyDown' | 'onFocus'> & { value: string }) {
  const tabs = useContext(TabsContext);
  const selected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      id={triggerId(tabs, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
      // Selects on press, not click, and focuses the tab where the browser would not (Safari).
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.select(value);
        } else event.preventDefault();
      }}
      onKeyDown={(event) => {
        const tab = event.currentTarget;
        if (event.target !== tab) return;
        if (event.key === ' ' || event.key === 'Enter') tabs.select(value);
        if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
        const row = [
          ...(tab.closest('[role=tablist]')?.querySelectorAll<HTMLButtonElement>('[role=tab]:not(:disabled)') ?? []),
        ];
        const next = row[targetIndex(event.key, row.indexOf(tab), row.length - 1)];
        if (!next) return;
        event.preventDefault();
        next.focus();
      }}
      onFocus={() => tabs.select(value)}
    />
  );
}

/**
 * One tab's panel. An inactive panel stays in the page, hidden and empty, as Radix rendered it: the
 * server HTML holds the shown panel's content only. `margin` is the space under the tab list: a prop,
 * since `cn` does not resolve a className's `mt-6` against ours.
 */
export function TabsContent({
  value,
  className,
  margin = 'mt-4',
  children,
  ...props
}: ComponentProps<'div'> & { value: string; margin?: 'mt-4' | 'mt-6' }) {
  const tabs = useContext(TabsContext);
  const selected = value === tabs.value;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(tabs, value)}
      hidden={!selected}
      id={contentId(tabs, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI tabs pattern makes the panel a tab stop, so a reader reaches it from its tab.
      tabIndex={0}
      className={cn(margin, className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
