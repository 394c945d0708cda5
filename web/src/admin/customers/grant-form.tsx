import { useMutation } from '@tanstack/react-query';
import {
  CUSTOMER_MESSAGES,
  GRANT_ITEM_LABELS,
  GRANT_ITEM_TYPES,
  type GrantItemType,
  REASON_MAX,
} from '@the-gate/contract/admin-customers-rules';
import { type FormEvent, useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '../components/list-filters';
import { adminErrorMessage } from '../lib/admin-errors';
import { grantItem } from './customers-api';
import { ItemPicker } from './item-picker';
import type { FoundItem } from './item-search';

/**
 * Give the customer an item without payment (issue 25 §3): its kind, the item found in the
 * catalogue, and a reason (required: the audit log and the customer's page keep it). A refusal is
 * said and what was typed and picked stays.
 */
export function GrantForm({ customerId, onGranted }: { customerId: string; onGranted: () => void }) {
  const headingId = useId();
  const [type, setType] = useState<GrantItemType>('Material');
  const [picked, setPicked] = useState<FoundItem | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ item?: string; reason?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const grant = useMutation({
    mutationFn: () => grantItem(customerId, { itemType: type, itemId: picked!.id, reason: reason.trim() }),
    onSuccess: (answer) => {
      setOutcome({ tone: 'success', text: `Granted: ${answer.itemTitle ?? picked?.title}.` });
      setPicked(null);
      setReason('');
      onGranted();
    },
    onError: (error) =>
      setOutcome({
        tone: 'error',
        text: adminErrorMessage(error, 'The grant failed. Check your connection and try again.'),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const next = {
      ...(!picked && { item: `Pick the ${GRANT_ITEM_LABELS[type].toLowerCase()} to give.` }),
      ...(!reason.trim() && { reason: CUSTOMER_MESSAGES.reasonRequired }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) grant.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Grant an item
      </h2>
      <p className="text-sm text-slate-700">
        Gives exactly what buying it would, without payment: a school's copy, a complaint settled.
      </p>
      <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby={headingId}>
        <div className="max-w-xs">
          <FilterSelect
            label="Item type"
            value={type}
            onChange={(event) => {
              setType(event.target.value as GrantItemType);
              setPicked(null);
            }}
          >
            {GRANT_ITEM_TYPES.map((itemType) => (
              <option key={itemType} value={itemType}>
                {GRANT_ITEM_LABELS[itemType]}
              </option>
            ))}
          </FilterSelect>
        </div>
        <ItemPicker key={type} type={type} picked={picked} onPick={setPicked} error={errors.item} />
        <TextField
          label="Reason"
          required
          maxLength={REASON_MAX}
          value={reason}
          error={errors.reason}
          hint="Who it is for and why, e.g. “Free copy for Cairo School”."
          onChange={(event) => setReason(event.target.value)}
        />
        {outcome && (
          <FormNotice tone={outcome.tone}>
            <p>{outcome.text}</p>
          </FormNotice>
        )}
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? 'Granting...' : 'Grant'}
        </Button>
      </form>
    </section>
  );
}
