import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';

/**
 * Issue 24 §6, usable at 390 px: the back office's sections were a strip scrolled sideways on a
 * phone; now a "Menu" button opens them as a list (a disclosure), the desktop column unchanged.
 * jsdom applies no stylesheet: `hidden` (display: none below md) is what hides the closed list.
 */

const routes = { '/api/admin/staff': { items: [] }, '/api/admin/audit?page=1': { items: [], totalCount: 0 } };

async function menu() {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  const button = within(nav).getByRole('button', { name: /^Menu/ });
  const list = within(nav).getByRole('list');
  return { nav, button, list };
}

describe('the back office navigation on a phone (issue 24 §6)', () => {
  it('opens a list from the Menu button that names the current section, marked aria-current', async () => {
    renderAdmin({ path: '/admin/audit', routes });
    const { button, list } = await menu();
    expect(button).toHaveAccessibleName('Menu · Audit log');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);
    // Closed on a phone, always a column from md up.
    expect(list).toHaveClass('hidden', 'md:flex');
    expect(list).not.toHaveClass('overflow-x-auto');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    expect(within(list).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Staff' })).not.toHaveAttribute('aria-current');
  });

  it('closes once a section is chosen, and marks the new one current', async () => {
    const { history } = renderAdmin({ path: '/admin/audit', routes });
    const { button, list } = await menu();
    await userEvent.click(button);
    await userEvent.click(within(list).getByRole('link', { name: 'Staff' }));
    expect(history.at(-1)).toBe('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');
    expect(button).toHaveAccessibleName('Menu · Staff');
    expect(within(list).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  });

  it('works by keyboard: Enter opens, Tab reaches the sections, Escape closes and returns to the button', async () => {
    const { history } = renderAdmin({ path: '/admin/audit', routes });
    const { button, list } = await menu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(list).getByRole('link', { name: 'Materials' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    // Open again and follow a section with Enter: it closes.
    await userEvent.keyboard('{Enter}');
    const staff = within(list).getByRole('link', { name: 'Staff' });
    // However many sections come before it.
    for (let step = 0; step < 30 && document.activeElement !== staff; step++) await userEvent.tab();
    expect(staff).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(history.at(-1)).toBe('/admin/staff');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
