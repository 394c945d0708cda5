import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsultationDialog } from './consultation-dialog';

const formModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./consultation-form', async (importOriginal) => {
  formModule.loads += 1;
  return importOriginal();
});
const windowModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./consultation-dialog-window', async (importOriginal) => {
  windowModule.loads += 1;
  return importOriginal();
});

function renderDialog() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ConsultationDialog topic="Faculty Development" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// Issue 23 §5: the form, its checks and the form library load when the visitor reaches for the button.
describe('ConsultationDialog', () => {
  it('shows its button without loading the form, and loads it once the visitor reaches for it', async () => {
    const user = renderDialog();
    const button = screen.getByRole('button', { name: 'Request a Consultation' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(formModule.loads).toBe(0);
    // The dialog itself (Radix's, ~13 kB gzip) waits for the visitor too.
    expect(windowModule.loads).toBe(0);

    await user.click(button);
    await screen.findByRole('form', { name: 'Consultation request' });
    expect(formModule.loads).toBe(1);
    const dialog = screen.getByRole('dialog', { name: 'Request a Consultation' });
    expect(within(dialog).getByRole('textbox', { name: /^How can we help/ })).toHaveValue(
      'We would like to know more about Faculty Development for our school.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
  });

  it('says whether it is open, and takes focus back when the dialog closes, with what was typed kept', async () => {
    const user = renderDialog();
    const button = screen.getByRole('button', { name: 'Request a Consultation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const name = await screen.findByRole('textbox', { name: /^Your name/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.type(name, 'Mona Adel');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('textbox', { name: /^Your name/ })).toHaveValue('Mona Adel');
  });
});
