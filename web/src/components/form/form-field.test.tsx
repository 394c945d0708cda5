import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { TextAreaField } from './textarea-field';

// Issue 23 §3: one set of fields for every form, labelled and described for screen readers alike.
describe('the form kit fields', () => {
  it('tie the label, the hint and the error to the control, and mark it invalid only while there is an error', () => {
    const { rerender } = render(<TextField label="Username" hint="Letters and digits" required />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field).toBeRequired();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('Letters and digits');

    rerender(<TextField label="Username" hint="Letters and digits" required error="Please enter your username" />);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Letters and digits Please enter your username');
    // A message under a field is read with it, not shouted as it appears.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('show a required star that screen readers skip, and say "(optional)" where asked', () => {
    render(
      <>
        <TextField label="School name" required />
        <TextAreaField label="How can we help?" optional />
      </>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'How can we help? (optional)' }).tagName).toBe('TEXTAREA');
  });

  it('announce an error that answers a submit', () => {
    render(<TextField label="Promo code" error="This code has expired" announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired');
  });

  it("hand the control its ref and its own props, and keep the field's class on the field", () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<PhoneField label="Phone" ref={ref} name="phone" className="col-span-2" />);
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(ref.current).toBe(field);
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toHaveAttribute('name', 'phone');
    expect(field).not.toHaveClass('col-span-2');
    expect(container.firstElementChild).toHaveClass('col-span-2');
  });

  it('give a password field its show/hide toggle under the same label', () => {
    render(<PasswordField label="Password" visible={false} onToggleVisible={() => undefined} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });
});
