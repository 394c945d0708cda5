import { TextField, type TextFieldProps } from './text-field';

/**
 * An e-mail address (every form of the shop has one): the browser's saved address, the e-mail
 * keyboard, and no capital or spelling fix slipped into it by a phone.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
