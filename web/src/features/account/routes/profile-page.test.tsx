import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { ProfilePage } from './profile-page';

const renderProfile = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <ProfilePage />
    </MemoryRouter>,
  );

describe('the profile placeholder', () => {
  it('PH-05 RT-09 says the profile is coming soon and has no notify button or e-mail field', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Coming Soon');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/notify/i)).not.toBeInTheDocument();
  });

  it('PH-09 renders for a visitor with no session, with no session provider around it', () => {
    renderProfile();
    expect(sessionStorage.getItem('user_data') ?? localStorage.getItem('user_data')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Profile Coming Soon' })).toBeInTheDocument();
  });
});
