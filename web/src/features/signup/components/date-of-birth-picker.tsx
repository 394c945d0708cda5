import { birthYearChoices, cairoToday, calendarYearAge, isCalendarDate } from '@the-gate/contract/auth-rules';
import { CalendarDays } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { borderColour } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FORMAT_LOCALE } from '@/lib/i18n';
import { t } from '../i18n';

/** The months' names in the shop's language, from Intl: "January"…, "يناير"… (issue 26 §5). */
const monthName = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: 'long', timeZone: 'UTC' });
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  monthName.format(Date.UTC(2000, index, 1)),
);
// 1 to 31 whatever the month (REG-27); an impossible date is refused by the field rule (AMB-44).
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

type Parts = { year: string; month: string; day: string };

const pad = (value: string) => value.padStart(2, '0');
function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
    : { year: '', month: '', day: '' };
}

/** "17 May 1990", straight from the text: no Date object, so no time zone can move it (REG-45). */
export function formatDateOfBirth(value: string): string {
  const { year, month, day } = partsOf(value);
  return t('dateOfBirthValue', { day, month: MONTHS[Number(month) - 1], year });
}

type DateOfBirthPickerProps = {
  id: string;
  labelId: string;
  /** "YYYY-MM-DD" (possibly impossible, such as "2001-02-31", so the field rule can refuse it) or ''. */
  value: string;
  onChange: (value: string) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  invalid?: boolean;
  describedBy?: string | undefined;
};

type PartSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

function PartSelect({ id, label, value, onChange, selectRef, children }: PartSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-1.5 text-sm sm:px-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <option value="">{label}</option>
        {children}
      </select>
    </div>
  );
}

/**
 * The date-of-birth picker (A§2): a button showing the date and the age, opening a 350 px panel
 * with year, month and day choices (REG-25..REG-28). On a phone narrower than the panel it takes
 * the field's width instead, so no choice nor Done is cut off (issue 23 §7). The age is the
 * difference in calendar years, as A§2 says (REG-29, AMB-17), so it can read 13 for someone the
 * 13-year rule still refuses; the rule itself is the contract's `dateOfBirthField`.
 */
export function DateOfBirthPicker({
  id,
  labelId,
  value,
  onChange,
  buttonRef,
  invalid,
  describedBy,
}: DateOfBirthPickerProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const yearRef = useRef<HTMLSelectElement>(null);
  const today = cairoToday();
  const years = birthYearChoices(Number(today.slice(0, 4)));
  const chosen = isCalendarDate(value) ? value : null;

  // Opening the panel puts the keyboard on its first choice.
  useEffect(() => {
    if (open) yearRef.current?.focus();
  }, [open]);

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    onChange(next.year && next.month && next.day ? `${next.year}-${pad(next.month)}-${pad(next.day)}` : '');
  };
  const close = () => {
    setOpen(false);
    document.getElementById(id)?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <div>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-labelledby={`${labelId} ${id}-value`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={cn(
          'flex h-10 w-full items-center gap-2 rounded-lg border bg-white px-3 text-start text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
          borderColour(invalid),
        )}
      >
        <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span id={`${id}-value`} className="flex flex-1 items-center gap-2">
          {chosen ? (
            <>
              <span>{formatDateOfBirth(chosen)}</span>{' '}
              <span className="ms-auto text-slate-600">{t('age', { age: calendarYearAge(chosen, today) })}</span>
            </>
          ) : (
            <span className="text-slate-500">{t('selectDateOfBirth')}</span>
          )}
        </span>
      </button>
      <fieldset
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="mt-2 w-full max-w-[350px] min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-lg sm:p-4"
      >
        <legend className="sr-only">{t('chooseDateOfBirth')}</legend>
        <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-1.5 sm:gap-2">
          <PartSelect
            id={`${panelId}-year`}
            label={t('year')}
            selectRef={yearRef}
            value={parts.year}
            onChange={(year) => update({ year })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </PartSelect>
          <PartSelect
            id={`${panelId}-month`}
            label={t('month')}
            value={parts.month}
            onChange={(month) => update({ month })}
          >
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </PartSelect>
          <PartSelect id={`${panelId}-day`} label={t('day')} value={parts.day} onChange={(day) => update({ day })}>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </PartSelect>
        </div>
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="outline" onClick={close}>
            {t('done')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
