import { TextField, type TextFieldProps } from './text-field';

/**
 * A phone number (checkout, sign-up, consultation): the phone keypad on a touch screen and the
 * browser's saved number. The rule itself is the contract's (`normalizePhone`, A§5), which the
 * form's schema applies when it checks the form, and which costs no library: two patterns.
 */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}
