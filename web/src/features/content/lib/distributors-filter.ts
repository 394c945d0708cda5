import type { Distributor } from '@the-gate/contract/content';

/** Name or description, as a case-insensitive substring (B§5, DIS-04); a blank search keeps all. */
export function filterDistributors(distributors: readonly Distributor[], search: string): Distributor[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...distributors];
  return distributors.filter(
    (distributor) =>
      distributor.name.toLowerCase().includes(term) || distributor.description.toLowerCase().includes(term),
  );
}

/** A phone as a `tel:` address: the digits and a leading +, nothing else (DIS-03). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
