import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

// Issue 23 §3: one submit button with its pending state for every form.
describe('SubmitButton', () => {
  it('submits, and while pending is disabled and reads its pending words', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Sending...">
        Send Message
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();

    rerender(
      <SubmitButton pending pendingLabel="Sending...">
        Send Message
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('keeps its words while pending when it has no pending words, and stays disabled when told to', () => {
    const { rerender } = render(<SubmitButton pending>Subscribe</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    rerender(
      <SubmitButton pending={false} disabled>
        Create Account
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});
