import type { ComponentProps } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { fieldOf } from './form-field';

/** A labelled text area (a message), styled as the one-line input (issue 23 §3). */
export const TextAreaField = fieldOf<ComponentProps<typeof Textarea>>(Textarea);
