import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app';
import { TOASTER_AT_THE_LATEST_MS } from './deferred-toaster';

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

function renderApp() {
  return render(
    <AppProviders queryClient={new QueryClient()} fromServer={false}>
      <button type="button">Send</button>
    </AppProviders>,
  );
}

/** Lets a toaster that was going to mount do so: its library is loaded, and React has rendered. */
async function settle() {
  await act(async () => {
    await import('sonner');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const notifications = () => screen.queryByRole('region', { name: /Notifications/ });

// Issue 23 §5: the toast library is not among the scripts a page loads first.
describe('the toaster', () => {
  it('is not there until the visitor presses something, then shows a toast made before it came', async () => {
    renderApp();
    toast('Saved');
    await settle();
    expect(notifications()).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(notifications()).toBeInTheDocument();
  });

  it('comes with the first key too', async () => {
    renderApp();
    await settle();
    expect(notifications()).not.toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await settle();
    expect(notifications()).toBeInTheDocument();
  });

  it('comes on its own a few seconds after the start, for a toast nobody asked for (STU-11)', async () => {
    // The clock also moves with real time, for the toaster's own timers: half the wait is left as a
    // margin for a slow machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderApp();
    await act(() => vi.advanceTimersByTimeAsync(TOASTER_AT_THE_LATEST_MS / 2));
    await act(async () => {
      await import('sonner');
    });
    expect(notifications()).not.toBeInTheDocument();

    toast.error('Error');
    await act(() => vi.advanceTimersByTimeAsync(TOASTER_AT_THE_LATEST_MS / 2));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(notifications()).toBeInTheDocument();
  });
});
