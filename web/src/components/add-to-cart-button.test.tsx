import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewCartItem } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { MemoryRouter, Route, Routes } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { AddToCartButton } from './add-to-cart-button';

const OWNED = { materialIds: [5], groupIds: [12], courseIds: [7], examIds: [3] };

const items: (NewCartItem & { title: string })[] = [
  { id: 5, type: 'material', title: 'Reading Sheet', price: 100, isFree: false },
  { id: 12, type: 'package', title: 'Year 5 Starter Package', price: 199, isFree: false },
  { id: 12, type: 'book', title: 'Grammar Handbook', price: 240, isFree: false },
  { id: 7, type: 'course', title: 'Essay Course', price: 500, isFree: false },
  { id: 3, type: 'exam', title: 'Checkpoint Mock', price: 80, isFree: false },
  { id: 6, type: 'material', title: 'Writing Sheet', price: 100, isFree: false },
];

function renderButtons() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/materials']}>
        <CartProvider>
          <Routes>
            <Route
              path="/materials"
              element={items.map((item) => (
                <AddToCartButton key={`${item.type}-${item.id}`} item={item} itemName={item.title} />
              ))}
            />
            <Route path="/my-materials" element={<h1>My Materials page</h1>} />
            <Route path="/course/:courseId" element={<h1>Course player</h1>} />
          </Routes>
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AddToCartButton for an item the viewer owns (issue 22 §7)', () => {
  it('a visitor sees Add to Cart everywhere and nothing is asked; a signed-in owner sees "In your library" with Open', async () => {
    const fetchMock = stubApi({ '/api/library/owned': OWNED });
    renderButtons();
    expect(screen.getAllByRole('button', { name: /^Add to Cart: / })).toHaveLength(items.length);
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    sessionStorage.setItem('auth_token', 'token-123');
    renderButtons();
    const open = await screen.findByRole('link', { name: 'Open: Reading Sheet' });
    expect(open).toHaveAttribute('href', '/my-materials');
    expect(open).toHaveAccessibleDescription('In your library');
    expect(screen.getByRole('link', { name: 'Open: Year 5 Starter Package' })).toHaveAttribute('href', '/my-materials');
    // A book is a group too: owning group 12 whole owns it under either type.
    expect(screen.getByRole('link', { name: 'Open: Grammar Handbook' })).toHaveAttribute('href', '/my-materials');
    expect(screen.getByRole('link', { name: 'Open: Essay Course' })).toHaveAttribute('href', '/course/7');
    expect(screen.getByRole('link', { name: 'Open: Checkpoint Mock' })).toHaveAttribute('href', '/my-materials');
    expect(screen.getAllByText('In your library')).toHaveLength(5);
    // Only what is not owned is still for sale.
    expect(screen.getAllByRole('button', { name: /^Add to Cart: / }).map((button) => button.textContent)).toEqual([
      'Add to Cart',
    ]);
    expect(screen.getByRole('button', { name: 'Add to Cart: Writing Sheet' })).toBeEnabled();
  });

  it("Open takes an owner to the course's player", async () => {
    sessionStorage.setItem('auth_token', 'token-123');
    stubApi({ '/api/library/owned': OWNED });
    const user = renderButtons();
    await user.click(await screen.findByRole('link', { name: 'Open: Essay Course' }));
    expect(screen.getByRole('heading', { name: 'Course player' })).toBeInTheDocument();
  });

  it('an ownership read that fails leaves every item for sale', async () => {
    sessionStorage.setItem('auth_token', 'token-123');
    const fetchMock = stubApi({});
    renderButtons();
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.getAllByRole('button', { name: /^Add to Cart: / })).toHaveLength(items.length);
    expect(screen.queryByText('In your library')).not.toBeInTheDocument();
  });
});
