import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { fieldOf } from './form-field';

/**
 * A labelled one-line input with its hint and error (issue 23 §3). `required` goes to the input,
 * where the browser and screen readers use it, and shows the label's star.
 */
export const TextField = fieldOf<ComponentProps<typeof Input>>(Input);
export type TextFieldProps = ComponentProps<typeof TextField>;
