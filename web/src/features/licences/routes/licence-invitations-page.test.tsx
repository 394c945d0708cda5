import { screen, within } from '@testing-library/react';
import { LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { acceptPath } from '../api/accept-invitation';
import { INVITATIONS_PATH } from '../api/get-invitations';
import { INVITATIONS_LOAD_FAILED, INVITATIONS_SIGNED_OUT } from '../components/invitations-states';
import { courseInvitation, materialInvitation } from '../test/fixtures';
import { renderPage, signIn } from '../test/render-licences';
import { LicenceInvitationsPage } from './licence-invitations-page';

/** Issue 27 §5: the invitation mail's link; the invitee accepts a seat and finds the item in their library. */

const renderInvitations = () =>
  renderPage({ path: paths.licenceInvitations.path, element: <LicenceInvitationsPage /> });

const accepted = (seatId: string, itemType: 'Material' | 'Course', itemId: number) => ({
  seatId,
  status: 'Active',
  itemType,
  itemId,
  message: LICENCE_MESSAGES.accepted,
});

describe('/licence-invitations (issue 27 §5)', () => {
  it('asks a visitor to sign in, or sign up, with the invited address, and to come back here', () => {
    const fetchMock = stubApi({});
    renderInvitations();
    expect(screen.getByText(INVITATIONS_SIGNED_OUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Flicence-invitations',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirecturl=%2Flicence-invitations',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists each seat offered, by whom, and accepting one leads to My Materials', async () => {
    signIn('laila@school.example');
    let loads = 0;
    const fetchMock = stubApi({
      [INVITATIONS_PATH]: () => (++loads === 1 ? [materialInvitation, courseInvitation] : [courseInvitation]),
      [acceptPath(materialInvitation.seatId)]: accepted(materialInvitation.seatId, 'Material', 5),
    });
    const { user, router } = renderInvitations();
    const list = await screen.findByRole('list', { name: 'Invitations waiting' });
    expect(requestsTo(fetchMock, INVITATIONS_PATH)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mona Hassan gave you a seat of Grammar drills', 'Karim Nabil gave you a seat of Essay writing course']);
    expect(within(list).getByText('Sent on November 20, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the seat of Grammar drills' }));
    const status = await screen.findByText('The seat of Grammar drills is yours now.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(
      requestsTo(fetchMock, acceptPath(materialInvitation.seatId)).map(({ method, body }) => [method, body]),
    ).toEqual([['POST', {}]]);
    expect(screen.queryByRole('heading', { name: /Grammar drills$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Karim Nabil gave you a seat of Essay writing course' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Open My Materials' }));
    expect(router.state.location.pathname).toBe('/my-materials');
  });

  it('leads to My Courses for a course, and says nothing is waiting once every seat is accepted', async () => {
    signIn('laila@school.example');
    let loads = 0;
    stubApi({
      [INVITATIONS_PATH]: () => (++loads === 1 ? [courseInvitation] : []),
      [acceptPath(courseInvitation.seatId)]: accepted(courseInvitation.seatId, 'Course', 7),
    });
    const { user } = renderInvitations();
    await user.click(await screen.findByRole('button', { name: 'Accept the seat of Essay writing course' }));
    expect(await screen.findByRole('link', { name: 'Open My Courses' })).toHaveAttribute('href', '/my-courses');
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByText(/No invitations waiting/)).not.toBeInTheDocument();
  });

  it('says why a seat could not be accepted, in the server’s words, on its card', async () => {
    signIn('laila@school.example');
    stubApi({
      [INVITATIONS_PATH]: [materialInvitation],
      [acceptPath(materialInvitation.seatId)]: reply(403, { success: false, message: LICENCE_MESSAGES.wrongAddress }),
    });
    const { user } = renderInvitations();
    await user.click(await screen.findByRole('button', { name: 'Accept the seat of Grammar drills' }));
    const message = await screen.findByText(LICENCE_MESSAGES.wrongAddress);
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('article', { name: /Grammar drills/ })).toContainElement(message);
    expect(screen.getByRole('button', { name: 'Accept the seat of Grammar drills' })).toBeEnabled();
  });

  it('names the signed-in address when nothing is waiting, and what to do if the mail went elsewhere', async () => {
    signIn('laila@school.example');
    stubApi({ [INVITATIONS_PATH]: [] });
    renderInvitations();
    expect(
      await screen.findByRole('heading', { name: 'No invitations waiting for laila@school.example' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sign in with that address to accept it/)).toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    signIn();
    let calls = 0;
    stubApi({ [INVITATIONS_PATH]: () => (++calls === 1 ? reply(500, { message: 'boom' }) : [materialInvitation]) });
    const { user } = renderInvitations();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATIONS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Invitations waiting' })).toBeInTheDocument();
  });
});
