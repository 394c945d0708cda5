import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/** The texts of the sign-up wizard: its steps, fields, choices, messages and outcome (issue 26 §2). */
export const t = messages(en);

/**
 * A choice list of the contract (user types, genders…) with its labels in the shop's language
 * (issue 26 §2): the values, codes and bits the request is built from stay the contract's.
 */
export function labelled<Option extends { readonly value: string }>(
  options: readonly Option[],
  labels: Record<Option['value'], string>,
): (Option & { label: string })[] {
  return options.map((option) => ({ ...option, label: labels[option.value as Option['value']] }));
}
