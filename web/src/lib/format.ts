import { FORMAT_LOCALE, LOCALE } from './i18n/locale';
import { messages } from './i18n/messages';
import en from './locales/en.json';

const t = messages(en);

/**
 * Made on first use, not when the module loads: building a formatter is slow the first time (the
 * locale's data is read), and a page that shows no date should not pay for the date formatter
 * while it starts.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const amountTwoDecimals = onFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Egyptian pounds as Arabic reads them (issue 26 §5, decision 026): Intl's own symbol for ar-EG,
 * "ج.م.", after the amount, with Latin digits: "‏1,500.00 ج.م.‏". Intl puts right-to-left marks
 * around it so the number keeps its place in a sentence of either direction.
 */
const arabicPounds = onFirstUse(
  () =>
    new Intl.NumberFormat(FORMAT_LOCALE, {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * A price as the store shows it: "Free" when 0 or missing, otherwise EGP with thousands
 * separators and always two decimals, e.g. "EGP 1,500.00" or "EGP 52.50" (A§9, GLB-14, GLB-16;
 * AMB-27 leaves the decimals open outside checkout: the same as the checkout total, issue 12 §6).
 */
export function formatPrice(price: number | null | undefined): string {
  return !price ? t('free') : formatMoney(price);
}

/** Always two decimals, e.g. "EGP 1,500.00" (the checkout total, A§9), "‏1,500.00 ج.م.‏" in Arabic. */
export function formatMoney(value: number): string {
  return LOCALE === 'ar' ? arabicPounds().format(value) : `EGP ${amountTwoDecimals().format(value)}`;
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat(FORMAT_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }));

/** Long US format, e.g. "March 3, 2025" (B§2, BD-05); in Arabic "3 مارس 2025". */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate().format(date);
}

const FILE_SIZE_UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;
const FILE_SIZE_BASE = 1024;

/**
 * A file size in Bytes, KB, MB or GB, base 1024, up to 2 decimals with trailing zeros dropped:
 * 512 → "512 Bytes", 1536 → "1.5 KB", 5242880 → "5 MB" (A§2, A§9, MM-13; AMB-28 reading: stripped
 * zeros, base 1024). Null for 0, a negative or a missing size: the badge is then hidden.
 */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (!bytes || !Number.isFinite(bytes) || bytes <= 0) return null;
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_BASE)), last);
  let value = Number((bytes / FILE_SIZE_BASE ** unit).toFixed(2));
  // 1048575 bytes rounds to 1024 KB: say 1 MB instead.
  if (value >= FILE_SIZE_BASE && unit < last) {
    unit += 1;
    value = Number((bytes / FILE_SIZE_BASE ** unit).toFixed(2));
  }
  return t('fileSize', { value, unit: FILE_SIZE_UNITS[unit] });
}
