import { useQuery } from '@tanstack/react-query';
import type { PatchBlogPostRequest } from '@the-gate/contract/admin-blog';
import { BLOG_POST_STATUSES, BLOG_STATUS_LABELS } from '@the-gate/contract/blog-admin-rules';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { FieldError, FormField, fieldLabelClass } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { AdminForm } from '../components/admin-form';
import { formSelectClass } from '../components/form-footer';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { blogCategoriesKey, getBlogCategories } from './blog-api';
import { formatCairo, instantOfCairoLocal } from './cairo-time';
import { type BlogPostFormValues, postRequestOf } from './form-values';

/** Tiptap, loaded when the form is shown: no other page of the back office (nor the shop) carries it. */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

const resolvers = modeResolvers<BlogPostFormValues, PatchBlogPostRequest>(postRequestOf, async () => {
  const { createBlogPostRequestSchema, patchBlogPostRequestSchema } = await import('@the-gate/contract/admin-blog');
  return { create: createBlogPostRequestSchema, edit: patchBlogPostRequestSchema };
});

const STATUS_HINTS = {
  draft: 'Only staff see it.',
  published: 'On the blog now.',
  scheduled: 'On the blog by itself at the time below.',
} as const;

type Props = {
  mode: FormMode;
  defaults: BlogPostFormValues;
  /** The post's address once it exists (made from the title when it is created). */
  slug: string | null;
  onSave: (request: PatchBlogPostRequest, values: BlogPostFormValues) => Promise<SaveOutcome<BlogPostFormValues>>;
  /** Told whether the form holds unsaved changes (the preview says it shows the saved version). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * A blog post's fields (issue 25 §5): title, excerpt, category, status with a Cairo time when
 * Scheduled, and the content in the rich-text editor. Checked with the contract before sending; a
 * refusal (400, 409) is said above the button and what was typed stays; unsaved changes are guarded.
 */
export function BlogPostForm({ mode, defaults, slug, onSave, onDirtyChange }: Props) {
  const admin = useAdminForm<BlogPostFormValues, PatchBlogPostRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'post',
    onSave,
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isDirty },
  } = admin.form;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const categories = useQuery({ queryKey: blogCategoriesKey, queryFn: ({ signal }) => getBlogCategories(signal) });
  const status = watch('status');
  const publishAt = watch('publishAt');
  const scheduledAt = status === 'scheduled' ? instantOfCairoLocal(publishAt) : null;
  const contentLabel = useId();
  const statusHint = useId();

  return (
    <AdminForm mode={mode} names={{ create: 'New post', edit: 'Post details' }} createLabel="Create post" state={admin}>
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <p className="text-sm text-slate-600">
        Address:{' '}
        {slug ? <code className="break-all">/blog/{slug}</code> : 'made from the title when the post is created.'}
      </p>
      <TextAreaField
        label="Excerpt"
        optional
        rows={3}
        error={errors.excerpt?.message}
        hint="Plain text for the blog's cards and share previews. Empty: the start of the content."
        {...register('excerpt')}
      />
      <FormField label="Category" optional error={errors.categoryId?.message}>
        {(ids) => (
          <select {...ids} className={formSelectClass(Boolean(errors.categoryId))} {...register('categoryId')}>
            <option value="">Education (no category)</option>
            {categories.data?.items.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset aria-describedby={statusHint} className="space-y-2">
        <legend className={fieldLabelClass}>Status</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {BLOG_POST_STATUSES.map((value) => (
            <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4" {...register('status')} />
              {BLOG_STATUS_LABELS[value]}
            </label>
          ))}
        </div>
        <p id={statusHint} className="text-sm text-slate-600">
          {STATUS_HINTS[status]}
        </p>
        <FieldError id={`${statusHint}-error`} message={errors.status?.message} />
      </fieldset>
      {status === 'scheduled' && (
        <TextField
          label="Publish time (Cairo time)"
          required
          type="datetime-local"
          error={errors.publishAt?.message}
          hint={scheduledAt ? `Appears on the blog on ${formatCairo(scheduledAt)}.` : 'The day and time, Cairo time.'}
          {...register('publishAt')}
        />
      )}
      <div>
        <span id={contentLabel} className={fieldLabelClass}>
          Content
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the editor...</p>}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                labelId={contentLabel}
                describedBy={errors.content ? `${contentLabel}-error` : undefined}
                invalid={Boolean(errors.content)}
              />
            </Suspense>
          )}
        />
        <FieldError id={`${contentLabel}-error`} message={errors.content?.message} />
      </div>
    </AdminForm>
  );
}
