import { GROUP_KINDS, type PatchGroupRequest } from '@the-gate/contract/admin-groups';
import { PACKAGE_TYPES } from '@the-gate/contract/catalogue-rules';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Checkbox } from '@/components/ui/checkbox';
import { AdminForm } from '../components/admin-form';
import { formSelectClass } from '../components/form-footer';
import { PriceFields } from '../components/price-fields';
import { YearOptions } from '../components/year-options';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { ContentsEditor } from './contents-editor';
import { type GroupFormValues, groupRequestOf } from './form-values';
import { KIND_LABELS } from './list-rules';

type Mode = FormMode;

/** The contract's schema for `mode`, loaded on the first save, over the request the values make. */
const resolvers = modeResolvers<GroupFormValues, PatchGroupRequest>(groupRequestOf, async () => {
  const { createGroupRequestSchema, patchGroupRequestSchema } = await import('@the-gate/contract/admin-groups');
  return { create: createGroupRequestSchema, edit: patchGroupRequestSchema };
});

type Props = {
  mode: Mode;
  defaults: GroupFormValues;
  /** The role may not change the price, free flag, kind, tier or contents (catalogue.manage). */
  managerLocked: boolean;
  onSave: (request: PatchGroupRequest, values: GroupFormValues) => Promise<SaveOutcome<GroupFormValues>>;
};

/**
 * A package's, digital book's or collection's fields (issue 24 §2, §6): checked with the contract's
 * schema before sending; a refusal (400, 403, 409) is said above the button and what was typed
 * stays; unsaved changes are guarded (useLeaveGuard).
 */
export function GroupForm({ mode, defaults, managerLocked, onSave }: Props) {
  const admin = useAdminForm<GroupFormValues, PatchGroupRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'package or book',
    onSave,
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = admin.form;
  const free = watch('isFree') === true;
  const kind = watch('kind') ?? defaults.kind;

  const lockedHint = managerLocked ? 'Only a manager or an owner can change this.' : undefined;
  return (
    <AdminForm
      mode={mode}
      names={{ create: 'New package or book', edit: 'Package or book details' }}
      createLabel="Create"
      state={admin}
    >
      <TextField label="Name" required error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Brief description"
        optional
        rows={2}
        error={errors.briefDescription?.message}
        hint="One or two sentences, shown on its card."
        {...register('briefDescription')}
      />
      <TextAreaField
        label="Description"
        rows={8}
        error={errors.description?.message}
        hint="HTML, typed as is for now. The server removes anything unsafe."
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Kind" required error={errors.kind?.message} hint={lockedHint}>
          {(ids) => (
            <select
              {...ids}
              className={formSelectClass(Boolean(errors.kind))}
              {...register('kind', {
                disabled: managerLocked,
                onChange: (event) => {
                  if (event.target.value !== 'package') setValue('tier', '', { shouldDirty: true });
                },
              })}
            >
              {GROUP_KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {KIND_LABELS[choice]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Tier"
          optional={kind !== 'package'}
          required={kind === 'package'}
          error={errors.tier?.message}
          hint={kind === 'package' ? lockedHint : 'Packages only.'}
        >
          {(ids) => (
            <select
              {...ids}
              className={formSelectClass(Boolean(errors.tier))}
              {...register('tier', { disabled: managerLocked })}
              // Only the role's rights disable it in the form (its value left out); for another kind
              // it is shown disabled but keeps '' so the request says "no tier" (groupRequestOf).
              disabled={managerLocked || kind !== 'package'}
            >
              <option value="">No tier</option>
              {PACKAGE_TYPES.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Year"
          optional={kind !== 'package'}
          required={kind === 'package'}
          error={errors.year?.message}
          hint="Filed as the tag levels."
        >
          {(ids) => (
            <select {...ids} className={formSelectClass(Boolean(errors.year))} {...register('year')}>
              <YearOptions none="No year" />
            </select>
          )}
        </FormField>
      </div>
      <PriceFields
        idPrefix="group"
        locked={managerLocked}
        free={free}
        error={errors.price?.message}
        price={register('price', { valueAsNumber: true, disabled: managerLocked })}
        isFree={register('isFree', {
          disabled: managerLocked,
          onChange: (event) => {
            if (event.target.checked) setValue('price', 0, { shouldDirty: true });
          },
        })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Author" optional error={errors.author?.message} {...register('author')} />
        <TextField
          label="Pages"
          optional
          type="number"
          inputMode="numeric"
          min={1}
          step="1"
          error={errors.pages?.message}
          {...register('pages')}
        />
        <TextField
          label="Publish date"
          optional
          type="date"
          error={errors.publishDate?.message}
          {...register('publishDate')}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="group-downloadable" {...register('isDownloadable')} />
        <label htmlFor="group-downloadable" className="text-sm text-slate-800">
          Downloadable (owners can download its files)
        </label>
      </div>
      <ContentsEditor
        control={control}
        locked={managerLocked}
        error={errors.contents?.message ?? (errors as { materialIds?: { message?: string } }).materialIds?.message}
      />
    </AdminForm>
  );
}
