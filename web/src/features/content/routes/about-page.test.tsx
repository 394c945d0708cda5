import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { AboutPage } from './about-page';

function renderAbout() {
  const router = createMemoryRouter(
    [
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.signup.path, element: <h1>Signup page</h1> },
      { path: paths.contact.path, element: <h1>Contact page</h1> },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/about', () => {
  it('ABT-01 has a hero with the one h1 and a mission section, and sets the title', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Your gateway to Cambridge Checkpoint English',
    ]);
    expect(within(section('Our Mission')).getByText(/every Checkpoint English student in Egypt/)).toBeInTheDocument();
    expect(document.title).toBe('About Us | The Gate');
  });

  it('ABT-02 the core values are exactly Excellence, Collaboration, Innovation and Accessibility', () => {
    renderAbout();
    const values = within(section('Our Core Values')).getAllByRole('heading', { level: 3 });
    expect(values.map((value) => value.textContent)).toEqual([
      'Excellence',
      'Collaboration',
      'Innovation',
      'Accessibility',
    ]);
  });

  it("ABT-03 'Join Our Community' links to /signup and /contact", async () => {
    const { router, user } = renderAbout();
    const join = section('Join Our Community');
    const links = within(join).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/signup', '/contact']);

    await user.click(within(join).getByRole('link', { name: 'Sign Up' }));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => router.navigate('/about'));
    await user.click(within(section('Join Our Community')).getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
