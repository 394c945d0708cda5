import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '@/components/fallback-image';
import { requestedPaths, stubApi } from '@/test/stub-api';
import { cartTypeLabel } from './cart-line';
import { cartButton, line, lineOf, openDrawer, renderCart } from './cart-test-bench';

describe('cart button', () => {
  it('NAV-05 CART-17 pressing the cart button opens the drawer', async () => {
    const user = renderCart([line()]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDrawer(user);
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  });

  it('NAV-06 one material at quantity 3 shows the badge "3" and tells screen readers the count', () => {
    renderCart([line({ quantity: 3 })]);
    expect(screen.getByRole('button', { name: 'Shopping cart, 3 items' })).toHaveTextContent(/^3$/);
  });

  it.each([
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('NAV-07 a count of %i shows the badge "%s"', (quantity, badge) => {
    renderCart([line({ quantity })]);
    expect(screen.getByRole('button', { name: `Shopping cart, ${quantity} items` }).textContent).toBe(badge);
  });

  it('NAV-08 AMB-42 an empty cart shows no badge', () => {
    renderCart();
    expect(screen.getByRole('button', { name: 'Shopping cart' })).toHaveTextContent(/^$/);
  });
});

describe('cart drawer header', () => {
  it('DRW-02 DRW-03 the title is "Shopping Cart" with the badge "3 items"', async () => {
    const user = renderCart([line({ quantity: 2 }), line({ id: 2, title: 'Grammar Book', type: 'book' })]);
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(within(drawer).getByText('3 items')).toBeInTheDocument();
    expect(drawer).toHaveAccessibleDescription('Review the items in your cart');
  });

  it('DRW-03 a single item reads "1 item"', async () => {
    const user = renderCart([line()]);
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('1 item')).toBeInTheDocument();
  });

  it('CART-17 Escape closes the drawer and gives focus back to the cart button', async () => {
    const user = renderCart([line()]);
    await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shopping cart, 1 item' })).toHaveFocus();
  });

  it('CART-17 the Close button closes the drawer', async () => {
    const user = renderCart([line()]);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('empty cart', () => {
  it('DRW-04 an empty cart shows the empty-state texts and no footer', async () => {
    const user = renderCart();
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByText('Add some materials, courses, or books to get started')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('DRW-04 Continue Shopping closes the drawer and goes to the materials catalogue', async () => {
    const user = renderCart();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Materials page' })).toBeInTheDocument();
  });
});

describe('cart lines', () => {
  it('DRW-06 DRW-07 each line shows its title and its type badge', async () => {
    const user = renderCart([
      line({ id: 1, type: 'book', title: 'Poetry Book' }),
      line({ id: 2, type: 'course', title: 'Essay Course' }),
      line({ id: 3, type: 'material', title: 'Reading Sheet' }),
      line({ id: 4, type: 'package', title: 'Year 5 Pack' }),
    ]);
    await openDrawer(user);
    expect(within(lineOf('Poetry Book')).getByText('Digital Book')).toBeInTheDocument();
    expect(within(lineOf('Essay Course')).getByText('Course')).toBeInTheDocument();
    expect(within(lineOf('Reading Sheet')).getByText('Material')).toBeInTheDocument();
    expect(within(lineOf('Year 5 Pack')).getByText('Package')).toBeInTheDocument();
  });

  it.each([
    ['book', 'Digital Book'],
    ['course', 'Course'],
    ['material', 'Material'],
    ['package', 'Package'],
    ['exam', 'Exam'],
    ['quiz', 'Item'],
    ['', 'Item'],
  ])('DRW-07 the type %j is labelled "%s"', (type, label) => {
    expect(cartTypeLabel(type)).toBe(label);
  });

  it('DRW-08 the year group and author show only when set', async () => {
    const user = renderCart([
      line({ id: 1, title: 'With Details', yearGroup: 'Year 7', author: 'Mona Adel' }),
      line({ id: 2, title: 'Without Details', yearGroup: null, author: null }),
    ]);
    await openDrawer(user);
    expect(within(lineOf('With Details')).getByText('Year 7')).toBeInTheDocument();
    expect(within(lineOf('With Details')).getByText('Mona Adel')).toBeInTheDocument();
    expect(lineOf('Without Details')).toHaveTextContent(/^Without DetailsMaterialQty: 1EGP 100.00$/);
  });

  it('DRW-05 GLB-13 a line shows its thumbnail, the default image if it fails, and an icon without one', async () => {
    const user = renderCart([
      line({ id: 1, title: 'Has Picture', thumbnailPath: '/files/cover.png' }),
      line({ id: 2, title: 'No Picture' }),
    ]);
    await openDrawer(user);
    // The thumbnail is decorative (the title sits beside it), so it is found by position, not by name.
    const image = lineOf('Has Picture').querySelector('img');
    expect(image).toHaveAttribute('src', '/files/cover.png');
    fireEvent.error(image as HTMLImageElement);
    expect(image).toHaveAttribute('src', DEFAULT_IMAGE);

    const icon = lineOf('No Picture').firstElementChild;
    expect(icon?.tagName).toBe('DIV');
    expect(icon?.querySelector('svg')).toBeInTheDocument();
    expect(lineOf('No Picture').querySelector('img')).toBeNull();
  });

  it('DRW-09 DRW-10 a line shows its quantity and line price, and the unit price when quantity is above 1', async () => {
    const user = renderCart([line({ id: 1, title: 'Two Sheets', price: 100, quantity: 2 })]);
    await openDrawer(user);
    const twoSheets = within(lineOf('Two Sheets'));
    expect(twoSheets.getByText('Qty: 2')).toBeInTheDocument();
    expect(twoSheets.getByText('EGP 200.00')).toBeInTheDocument();
    expect(twoSheets.getByText('EGP 100.00 each')).toBeInTheDocument();
    // Quantity buys seats, charged price × quantity (issue 27 §5): the line says whose they are.
    expect(twoSheets.getByText('2 seats: you and 1 person you invite')).toBeVisible();
  });

  it('DRW-10 no unit price at quantity 1, nor for a free line at any quantity', async () => {
    const user = renderCart([
      line({ id: 1, title: 'One Sheet', price: 1500, quantity: 1 }),
      line({ id: 2, type: 'book', title: 'Free Book', price: 50, quantity: 3, isFree: true }),
    ]);
    await openDrawer(user);
    expect(within(lineOf('One Sheet')).getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(within(lineOf('Free Book')).getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/each$/)).not.toBeInTheDocument();
    // One seat is the buyer's own copy, and a free item makes no licence: nothing to say of seats.
    expect(within(lineOf('One Sheet')).queryByText(/seat/)).not.toBeInTheDocument();
    expect(within(lineOf('Free Book')).queryByText(/seat/)).not.toBeInTheDocument();
  });

  it('DRW-11 CART-10 removing a line updates the item count, the total and the badge at once', async () => {
    const user = renderCart([
      line({ id: 1, title: 'Reading Sheet', price: 100, quantity: 2 }),
      line({ id: 2, type: 'book', title: 'Poetry Book', price: 50 }),
    ]);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Remove Reading Sheet' }));

    expect(within(drawer).queryByRole('heading', { name: 'Reading Sheet' })).not.toBeInTheDocument();
    expect(within(drawer).getByText('1 item')).toBeInTheDocument();
    expect(within(drawer).getByText('Total').parentElement).toHaveTextContent(/^TotalEGP 50.00$/);
    expect(cartButton()).toHaveAccessibleName('Shopping cart, 1 item');
    expect(cartButton()).toHaveTextContent(/^1$/);
  });

  it('CART-09 AMB-43 the quantity buttons raise and lower it, and lowering from 1 removes the line', async () => {
    const user = renderCart([line({ title: 'Reading Sheet', price: 100 })]);
    const drawer = await openDrawer(user);

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Reading Sheet' }));
    expect(within(lineOf('Reading Sheet')).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(drawer).getByText('Total').parentElement).toHaveTextContent(/^TotalEGP 200.00$/);

    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Reading Sheet' }));
    expect(within(lineOf('Reading Sheet')).getByText('Qty: 1')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Reading Sheet' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('cart footer', () => {
  it('DRW-12 the footer shows the number of items and the total price', async () => {
    const user = renderCart([
      line({ id: 1, price: 1000, quantity: 2 }),
      line({ id: 2, type: 'book', title: 'Poetry Book', price: 500 }),
      line({ id: 3, type: 'book', title: 'Free Book', price: 50, isFree: true }),
    ]);
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Items').parentElement).toHaveTextContent(/^Items4$/);
    expect(within(drawer).getByText('Total').parentElement).toHaveTextContent(/^TotalEGP 2,500.00$/);
    expect(within(drawer).getByRole('button', { name: 'Clear Cart' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('CART-11 Clear Cart empties the cart: the empty state shows and the badge goes', async () => {
    const user = renderCart([line({ quantity: 2 }), line({ id: 2, type: 'course', title: 'Essay Course' })]);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));

    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByText('0 items')).toBeInTheDocument();
    expect(cartButton()).toHaveAccessibleName('Shopping cart');
    expect(cartButton()).toHaveTextContent(/^$/);
  });

  it('DRW-16 without a token, Proceed to Checkout asks the user to log in, sends no request and stays on the list', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in tests'));
    const user = renderCart([line()], '/materials?q=grammar');
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));

    const alert = within(drawer).getByRole('alert');
    expect(within(alert).getByText('Please log in to complete your purchase.')).toBeInTheDocument();
    // AMB-19 reading 2: the login page comes back here and reopens the cart.
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmaterials%3Fq%3Dgrammar%23cart',
    );
    expect(within(drawer).queryByText('Checkout view')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('DRW-16 the Log in link closes the drawer and opens the login page', async () => {
    const user = renderCart([line()]);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    await user.click(within(drawer).getByRole('link', { name: 'Log in' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('DRW-16 on the login page itself the Log in link keeps that page and its own redirect', async () => {
    const user = renderCart([line()], '/login?redirecturl=%2Fmy-materials');
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmy-materials',
    );
  });

  it('CART-18 DRW-14 AMB-02 (reading 2) with a token, Proceed to Checkout opens the checkout view, sending nothing; back returns to the list', async () => {
    sessionStorage.setItem('auth_token', 'token-123');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in tests'));
    const user = renderCart([line()]);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));

    expect(within(drawer).getByText('Checkout view')).toBeInTheDocument();
    expect(within(drawer).queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(within(drawer).queryByText(/Online payment opens soon/)).not.toBeInTheDocument();
    // Only what the signed-in buyer owns is asked (issue 22 §7); the checkout view sends nothing itself.
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toEqual(['/api/library/owned']);

    await user.click(within(drawer).getByRole('button', { name: 'Back to cart' }));
    expect(within(drawer).queryByText('Checkout view')).not.toBeInTheDocument();
    expect(lineOf('Reading Sheet')).toBeInTheDocument();
  });

  it('CART-18 the drawer opens again on the list after being closed in the checkout view', async () => {
    sessionStorage.setItem('auth_token', 'token-123');
    const user = renderCart([line()]);
    let drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    await user.keyboard('{Escape}');
    drawer = await openDrawer(user);
    expect(within(drawer).queryByText('Checkout view')).not.toBeInTheDocument();
    expect(lineOf('Reading Sheet')).toBeInTheDocument();
  });
});

describe('lines the buyer already owns (issue 22 §7)', () => {
  const owned = { materialIds: [1], groupIds: [12], courseIds: [], examIds: [] };

  it('a signed-in buyer\'s owned lines read "Already in your library" and can be removed from there; a visitor asks nothing', async () => {
    const fetchMock = stubApi({ '/api/library/owned': owned });
    const lines = [
      line(),
      line({ id: 2, title: 'Grammar Book', type: 'book' }),
      line({ id: 12, title: 'Year 5 Starter Package', type: 'package', price: 300 }),
    ];
    const visitor = renderCart(lines);
    await openDrawer(visitor);
    expect(screen.queryByText('Already in your library')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    sessionStorage.setItem('auth_token', 'token-123');
    const user = renderCart(lines);
    const drawer = await openDrawer(user);
    expect(await within(lineOf('Reading Sheet')).findByText('Already in your library')).toBeInTheDocument();
    expect(within(lineOf('Year 5 Starter Package')).getByText('Already in your library')).toBeInTheDocument();
    expect(within(lineOf('Grammar Book')).queryByText('Already in your library')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/library/owned']);

    await user.click(within(lineOf('Reading Sheet')).getByRole('button', { name: 'Remove from cart: Reading Sheet' }));
    expect(screen.queryByRole('heading', { name: 'Reading Sheet' })).not.toBeInTheDocument();
    expect(within(drawer).getByText('2 items')).toBeInTheDocument();
  });
});
