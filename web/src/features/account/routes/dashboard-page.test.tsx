import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './dashboard-page';

const renderDashboard = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage />
    </MemoryRouter>,
  );

describe('the dashboard placeholder', () => {
  it('PH-01 is titled "Dashboard Coming Soon"', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Dashboard Coming Soon$/);
  });

  it('PH-02 shows exactly four upcoming feature cards', () => {
    renderDashboard();
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Progress tracking',
      'Learning goals',
      'Certificates',
      'Personalised recommendations',
    ]);
  });

  it('PH-03 shows the Development Progress bar at 75%, labelled 75%', () => {
    renderDashboard();
    const bar = screen.getByRole('progressbar', { name: 'Development Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '75%' });
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it("PH-04 links to digital books, the teachers' hub and materials", () => {
    renderDashboard();
    const links = within(screen.getByRole('navigation', { name: 'Explore while you wait' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/digital-books', '/for-teachers', '/materials']);
  });

  it('PH-09 renders for a visitor with no session, with no session provider around it, and asks nothing of the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderDashboard();
    expect(sessionStorage.getItem('auth_token') ?? localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dashboard Coming Soon' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
