/** One field of an audit entry: its value before and after the change (undefined: not there). */
export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields a change touched (issue 24 §5): for two objects, the fields whose value differs; a
 * creation (nothing before) or a removal (nothing after) lists every field of the side there is;
 * anything else (a plain value) is one change named "value".
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const left = before ?? undefined;
  const right = after ?? undefined;
  if ((isRecord(left) || left === undefined) && (isRecord(right) || right === undefined)) {
    const fields = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])];
    return fields
      .map((field) => ({ field, before: left?.[field], after: right?.[field] }))
      .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
  }
  return [{ field: 'value', before: left, after: right }];
}

/** A value as an owner reads it: text as it is, nothing as a dash, anything else as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** An audit entry's before and after, field by field, as "field: before → after". */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-600">No change</span>;
  return (
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}</span>:{' '}
          <del className="text-red-700">{formatValue(change.before)}</del>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <ins className="text-emerald-800 no-underline">{formatValue(change.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
