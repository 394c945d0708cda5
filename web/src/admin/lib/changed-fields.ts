/**
 * The request fields whose form fields differ from what was loaded (issue 24 §2: a PATCH sends only
 * what changed); `fieldOf` says which request field each form field writes. A field the role may not
 * change (undefined) is never sent.
 */
export function changedFields<V extends object, F extends string>(
  loaded: V,
  now: V,
  fieldOf: Record<keyof V, F>,
): Set<F> {
  const changed = new Set<F>();
  for (const key of Object.keys(fieldOf) as (keyof V)[]) {
    if (now[key] === undefined) continue;
    if (JSON.stringify(now[key]) !== JSON.stringify(loaded[key])) changed.add(fieldOf[key]);
  }
  return changed;
}

/** Only the `fields` of `request`, for a PATCH. */
export function pick<R extends object>(request: R, fields: Set<string>): R {
  return Object.fromEntries(Object.entries(request).filter(([key]) => fields.has(key))) as R;
}
