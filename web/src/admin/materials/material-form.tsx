import type { PatchMaterialRequest } from '@the-gate/contract/admin-catalogue';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AdminForm } from '../components/admin-form';
import { formSelectClass } from '../components/form-footer';
import { PriceFields } from '../components/price-fields';
import { YearOptions } from '../components/year-options';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { type MaterialFormValues, requestOf } from './form-values';

type Mode = FormMode;

/**
 * The contract's schema for `mode`, loaded with zod on the first save (as the shop's forms do), over
 * the request the values make (requestOf): the form's errors are the server's rules, word for word.
 */
const resolvers = modeResolvers<MaterialFormValues, PatchMaterialRequest>(requestOf, async () => {
  const { createMaterialRequestSchema, patchMaterialRequestSchema } = await import(
    '@the-gate/contract/admin-catalogue'
  );
  return { create: createMaterialRequestSchema, edit: patchMaterialRequestSchema };
});

type Props = {
  mode: Mode;
  defaults: MaterialFormValues;
  types: readonly { id: number; name: string }[];
  /** The role may not change the price or the free flag (catalogue.manage): shown, not editable. */
  priceLocked: boolean;
  onSave: (request: PatchMaterialRequest, values: MaterialFormValues) => Promise<SaveOutcome<MaterialFormValues>>;
};

/**
 * A material's fields (issue 24 §2, §6): checked with the contract's schema before sending; a refusal
 * (400, 403, 409) is said above the button and what was typed stays. Unsaved changes are not lost to
 * a mistaken navigation or a closed tab (useLeaveGuard). The description is HTML in a plain text
 * area for now; the server sanitises it.
 */
export function MaterialForm({ mode, defaults, types, priceLocked, onSave }: Props) {
  const admin = useAdminForm<MaterialFormValues, PatchMaterialRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'material',
    onSave,
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = admin.form;
  const tags = useFieldArray({ control, name: 'tags' });
  // A free material costs nothing: its price reads 0 until "free" is cleared.
  const free = watch('isFree') === true;

  const tagErrors = errors.tags;
  return (
    <AdminForm
      mode={mode}
      names={{ create: 'New material', edit: 'Material details' }}
      createLabel="Create material"
      state={admin}
    >
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Brief description"
        optional
        rows={2}
        error={errors.briefDescription?.message}
        hint="One or two sentences, shown on the material's card."
        {...register('briefDescription')}
      />
      <TextAreaField
        label="Description"
        rows={8}
        error={errors.description?.message}
        hint="HTML, typed as is for now (a rich-text editor comes later). The server removes anything unsafe."
        {...register('description')}
      />
      <PriceFields
        idPrefix="material"
        locked={priceLocked}
        free={free}
        error={errors.price?.message}
        price={register('price', { valueAsNumber: true, disabled: priceLocked })}
        isFree={register('isFree', {
          disabled: priceLocked,
          onChange: (event) => {
            if (event.target.checked) setValue('price', 0, { shouldDirty: true });
          },
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type" required error={errors.typeId?.message}>
          {(ids) => (
            <select
              {...ids}
              required
              className={formSelectClass(Boolean(errors.typeId))}
              {...register('typeId', { valueAsNumber: true })}
            >
              <option value="0">Choose a type</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Year" optional hint="Filed as the tag levels.">
          {(ids) => (
            <select {...ids} className={formSelectClass(false)} {...register('year')}>
              <YearOptions none="No year" />
            </select>
          )}
        </FormField>
        <TextField label="Author" optional error={errors.author?.message} {...register('author')} />
        <TextField label="Subject" optional error={errors.subject?.message} {...register('subject')} />
        <TextField
          label="Publish date"
          optional
          type="date"
          error={errors.publishDate?.message}
          {...register('publishDate')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Tags</legend>
        {tagErrors?.message && <p className="text-sm text-red-700">{tagErrors.message}</p>}
        {tags.fields.length === 0 && <p className="text-sm text-slate-600">No other tags.</p>}
        <ul className="space-y-2">
          {tags.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <TextField
                label={`Tag ${index + 1} key`}
                hideLabel
                placeholder="Key"
                error={tagErrors?.[index]?.key?.message}
                {...register(`tags.${index}.key`)}
              />
              <TextField
                label={`Tag ${index + 1} value`}
                hideLabel
                placeholder="Value"
                error={tagErrors?.[index]?.value?.message}
                {...register(`tags.${index}.value`)}
              />
              <Button
                variant="ghostDanger"
                size="icon"
                aria-label={`Remove tag ${index + 1}`}
                onClick={() => tags.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" onClick={() => tags.append({ key: '', value: '' })}>
          <Plus aria-hidden="true" />
          Add a tag
        </Button>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Options</legend>
        <div className="flex items-center gap-2">
          <Checkbox id="material-downloadable" {...register('isDownloadable')} />
          <label htmlFor="material-downloadable" className="text-sm text-slate-800">
            Downloadable (owners can download the PDF)
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="material-standalone" {...register('isStandalone')} />
          <label htmlFor="material-standalone" className="text-sm text-slate-800">
            Standalone (sold on its own, not only in a package)
          </label>
        </div>
      </fieldset>
    </AdminForm>
  );
}
