import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { borderColour } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { exactCountry, filterCountries } from '../data/countries';
import { countryLabel } from '../data/country-names';
import { t } from '../i18n';

type CountryComboboxProps = {
  id: string;
  /** The picked country's name, or ''. */
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string | undefined;
  required?: boolean;
};

const optionId = (listboxId: string, name: string) => `${listboxId}-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}`;

/**
 * A searchable country list (A§2): an ARIA 1.2 combobox with list autocomplete. Typing filters
 * ignoring case and accents (REG-22); Arrow Down/Up move through the results, Enter picks,
 * Escape closes (and, when closed, clears). The list is at most 200 px tall and scrolls (REG-24).
 * The value is set only from the list, or when the text typed is exactly a country's name.
 */
export function CountryCombobox({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
  required,
}: CountryComboboxProps) {
  const listboxId = useId();
  const [query, setQuery] = useState(countryLabel(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The whole list while the box still shows the picked country, so it can be browsed.
  const results = value !== '' && query === countryLabel(value) ? filterCountries('') : filterCountries(query);
  const activeName = open ? results[active] : undefined;

  useEffect(() => {
    if (!activeName) return;
    // scrollIntoView is missing in some environments (jsdom); scrolling is a nicety there.
    document.getElementById(optionId(listboxId, activeName))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeName, listboxId]);

  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, value ? results.indexOf(value) : 0));
  };
  const pick = (name: string) => {
    onChange(name);
    setQuery(countryLabel(name));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(results.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.max(0, index - 1));
        break;
      case 'Enter':
        // While the list is open, Enter picks; it never submits the form from here.
        if (!open) break;
        event.preventDefault();
        if (activeName) pick(activeName);
        else if (results.length === 1 && results[0]) pick(results[0]);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
          onChange('');
        }
        break;
    }
  };

  return (
    <div className="relative">
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeName ? optionId(listboxId, activeName) : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          placeholder={t('searchCountry')}
          value={query}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            setActive(-1);
            onChange(exactCountry(text) ?? '');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            if (value) setQuery(countryLabel(value));
            onBlur?.();
          }}
          className={cn(
            'h-10 w-full rounded-lg border bg-white py-2 pe-10 ps-3 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500',
            borderColour(invalid),
          )}
        />
        {/* A pointer shortcut; keyboard users open the list with Arrow Down. */}
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('showCountries')}
          aria-expanded={open}
          aria-controls={listboxId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            if (open) setOpen(false);
            else openList();
          }}
          className="absolute inset-y-0 end-0 grid w-10 place-items-center text-slate-500"
        >
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('countries')}
        hidden={!open}
        // Clicking an option must not blur the input first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute z-20 mt-1 max-h-[200px] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg empty:hidden"
      >
        {results.map((name, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant).
          <div
            key={name}
            id={optionId(listboxId, name)}
            role="option"
            aria-selected={index === active}
            // Focus stays in the input (aria-activedescendant); -1 only satisfies "focusable".
            tabIndex={-1}
            onClick={() => pick(name)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between px-3 py-2 text-sm',
              index === active && 'bg-brand-50 text-brand-800',
            )}
          >
            {countryLabel(name)}
            {name === value && <Check className="size-4 text-brand-600" aria-hidden="true" />}
          </div>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {open && results.length === 0 && (
          <p className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-600 shadow-lg">
            {t('noCountryFound')}
          </p>
        )}
      </div>
    </div>
  );
}
