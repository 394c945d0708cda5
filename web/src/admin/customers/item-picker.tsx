import { GRANT_ITEM_LABELS, type GrantItemType } from '@the-gate/contract/admin-customers-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MaterialSearchBox } from '../components/material-search-box';
import { StatusBadge } from '../components/status-badge';
import { type FoundItem, useItemSearch } from './item-search';

/** The search box for the kinds other than materials: their own list's search, by title. */
function TitleSearchBox({
  type,
  value,
  onChange,
}: {
  type: GrantItemType;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const noun = GRANT_ITEM_LABELS[type].toLowerCase();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Find the {noun}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder="Search by title"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * The item a grant gives (issue 25 §3): found by a search of the catalogue's own list of that kind
 * (materials with the materials picker's box), then picked; what is picked is said in words.
 */
export function ItemPicker({
  type,
  picked,
  onPick,
  error,
}: {
  type: GrantItemType;
  picked: FoundItem | null;
  onPick: (item: FoundItem) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState('');
  const { search, found } = useItemSearch(type, text);
  const noun = GRANT_ITEM_LABELS[type].toLowerCase();
  return (
    <div className="space-y-2">
      {type === 'Material' ? (
        <MaterialSearchBox label="Find the material" value={text} onChange={setText} />
      ) : (
        <TitleSearchBox type={type} value={text} onChange={setText} />
      )}
      <p aria-live="polite" className={error && !picked ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
        {picked ? `Picked: ${picked.title} (id ${picked.id})` : (error ?? `No ${noun} picked yet.`)}
      </p>
      {search && found.isError && <p className="text-sm text-red-700">The search failed. Try again.</p>}
      {search && found.data && (
        <ul aria-label={`${GRANT_ITEM_LABELS[type]} results`} className="space-y-1">
          {found.data.length === 0 && <li className="text-sm text-slate-600">Nothing matches.</li>}
          {found.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-words">
                {item.title} <span className="text-slate-600">(id {item.id})</span>
              </span>
              <StatusBadge status={item.status} />
              <Button
                variant="outline"
                size="sm"
                aria-label={`Pick ${item.title}`}
                aria-pressed={picked?.id === item.id}
                onClick={() => onPick(item)}
              >
                Pick
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
