import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { ComingSoonPage } from './coming-soon-page';

// 'Notify Me' is the inbox's form; app/routes/coming-soon.test.tsx tries the page with it (issue 23 §1).
describe('/coming-soon, the page around its form', () => {
  it('PH-06 says payments are coming soon, shows the form it is given and leads back home', () => {
    render(
      <MemoryRouter initialEntries={['/coming-soon']}>
        <ComingSoonPage notifyForm={<form aria-label="Stand-in notify form" />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment System Coming Soon');
    expect(screen.getByRole('form', { name: 'Stand-in notify form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Payments Coming Soon | The Gate');
  });
});
