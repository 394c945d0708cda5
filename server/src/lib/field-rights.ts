import { can, type Permission, type StaffRole } from '@the-gate/contract/staff-rules';
import { HttpError } from './http-errors';

/**
 * Each back-office edit names the first changed field the role may not change (issue 24 §1): a 403
 * "Your role cannot change the price of a material." The rights are per field and per kind of item,
 * the rule and the message are the same everywhere, so they are written once. `names` words a field
 * for the message (its own name when missing); `kindLabel` is the item, with its article.
 */
export function assertChangedFieldsAllowed<F extends string>(
  role: StaffRole,
  changed: readonly F[],
  permissionOf: (field: F) => Permission,
  names: Partial<Record<F, string>>,
  kindLabel: string,
): void {
  for (const field of changed) {
    if (!can(role, permissionOf(field)))
      throw new HttpError(403, `Your role cannot change ${names[field] ?? field} of ${kindLabel}.`);
  }
}
