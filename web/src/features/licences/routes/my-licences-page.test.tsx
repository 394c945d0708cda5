import { screen, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { LICENCES_PATH } from '../api/get-licences';
import { seatsPath } from '../api/invite-seat';
import { QUOTE_PATH } from '../api/quote-seats';
import { seatPath } from '../api/remove-seat';
import { resendPath } from '../api/resend-invitation';
import { EMAIL_REQUIRED } from '../components/invite-form';
import { LOAD_FAILED_MESSAGE, NO_LICENCES_MESSAGE, SIGNED_OUT_MESSAGE } from '../components/licences-states';
import { courseLicence, materialLicence } from '../test/fixtures';
import { cartState, renderPage, signIn } from '../test/render-licences';
import { MyLicencesPage } from './my-licences-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** Issue 27 §5: My Licences shows each licence's seats and lets the buyer share, resend, remove and add them. */

afterEach(() => {
  vi.clearAllMocks();
});

const renderLicences = () => renderPage({ path: paths.myLicences.path, element: <MyLicencesPage /> });
const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title} Purchase`) });
const [, omar, laila] = materialLicence.holders;
const holder = (email: string) => screen.getByText(email).closest('li') as HTMLElement;

describe('/my-licences (issue 27 §5)', () => {
  it('asks nothing of a visitor and offers a sign-in that comes back here', () => {
    const fetchMock = stubApi({});
    renderLicences();
    expect(screen.getByText(SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmy-licences',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each licence: title, type, seats used, purchase, and its holders with status and "You"', async () => {
    signIn();
    const fetchMock = stubApi({ [LICENCES_PATH]: [materialLicence, courseLicence] });
    renderLicences();
    await screen.findByRole('list', { name: 'Your licences' });
    expect(requestsTo(fetchMock, LICENCES_PATH)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByText('2 licences')).toBeInTheDocument();

    const material = within(card('Grammar drills'));
    expect(material.getByRole('heading', { level: 2, name: 'Grammar drills' })).toBeInTheDocument();
    expect(material.getByText('Material')).toBeInTheDocument();
    expect(material.getByText('3 of 3 seats used')).toBeInTheDocument();
    expect(material.getByText('PAY-20261120-AAAAAAAAAAAA').tagName).toBe('BDI');
    const holders = within(material.getByRole('list', { name: 'Seat holders' }));
    expect(holders.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'sara@example.comActiveYou',
      'omar@school.exampleActiveRemove',
      'laila@school.exampleInvitedResendRemove',
    ]);
    // The buyer's own seat cannot be removed; only an invitation not yet accepted is sent again.
    expect(material.queryByRole('button', { name: 'Remove sara@example.com' })).not.toBeInTheDocument();
    expect(material.queryByRole('button', { name: `Resend the invitation to ${omar?.email}` })).not.toBeInTheDocument();
    // Every seat taken: no invitation form, and what to do instead.
    expect(material.queryByRole('textbox', { name: /E-mail address/ })).not.toBeInTheDocument();
    expect(material.getByText('Every seat is taken. Add seats, or remove someone to free one.')).toBeInTheDocument();

    const course = within(card('Essay writing course'));
    expect(course.getByText('Course')).toBeInTheDocument();
    expect(course.getByText('1 of 5 seats used')).toBeInTheDocument();
    expect(course.getByRole('textbox', { name: /E-mail address/ })).toBeInTheDocument();
    expect(course.getByRole('button', { name: 'Add 1 seat to cart' })).toBeInTheDocument();
  });

  it('invites by e-mail: the address is sent, the field cleared, a toast says so and the list reloads', async () => {
    signIn();
    let loads = 0;
    const fetchMock = stubApi({
      [LICENCES_PATH]: () => (++loads === 1 ? [courseLicence] : [{ ...courseLicence, used: 2 }]),
      [seatsPath(courseLicence.id)]: reply(201, { seatId: '00000000-0000-4000-8000-000000000020' }),
    });
    const { user } = renderLicences();
    const field = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(field, ' nour@school.example ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('2 of 5 seats used')).toBeInTheDocument();
    expect(requestsTo(fetchMock, seatsPath(courseLicence.id))).toMatchObject([
      { method: 'POST', body: { email: 'nour@school.example' } },
    ]);
    expect(field).toHaveValue('');
    expect(toast.success).toHaveBeenCalledWith('Invitation sent to nour@school.example.');
    expect(loads).toBe(2);
  });

  it('says why an invitation was refused, in the server’s words, and keeps what was typed', async () => {
    signIn();
    stubApi({
      [LICENCES_PATH]: [courseLicence],
      [seatsPath(courseLicence.id)]: reply(409, { success: false, message: LICENCE_MESSAGES.alreadyHolder }),
    });
    const { user } = renderLicences();
    const field = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(field, 'omar@school.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(LICENCE_MESSAGES.alreadyHolder)).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue('omar@school.example');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `They get an e-mail with a link to accept the seat. ${LICENCE_MESSAGES.alreadyHolder}`,
    );
    expect(toast.success).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('asks for an address before sending anything', async () => {
    signIn();
    const fetchMock = stubApi({ [LICENCES_PATH]: [courseLicence] });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(EMAIL_REQUIRED)).toHaveAttribute('role', 'alert');
    expect(requestsTo(fetchMock, seatsPath(courseLicence.id))).toHaveLength(0);
  });

  it('sends an invitation again to a holder who has not accepted yet', async () => {
    signIn();
    const fetchMock = stubApi({
      [LICENCES_PATH]: [materialLicence],
      [resendPath(materialLicence.id, laila!.seatId)]: { message: LICENCE_MESSAGES.invited },
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to laila@school.example' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation sent again to laila@school.example.'),
    );
    // An empty JSON object: the server refuses a JSON POST without a body.
    expect(
      requestsTo(fetchMock, resendPath(materialLicence.id, laila!.seatId)).map(({ method, body }) => [method, body]),
    ).toEqual([['POST', {}]]);
  });

  it('removes a holder only once the buyer confirms, then reloads the seats', async () => {
    signIn();
    let loads = 0;
    const fetchMock = stubApi({
      [LICENCES_PATH]: () =>
        ++loads === 1
          ? [materialLicence]
          : [{ ...materialLicence, used: 2, holders: materialLicence.holders.filter((h) => h !== omar) }],
      // The server's 204 has no body; the stub answers an empty 200, which the client reads alike.
      [seatPath(materialLicence.id, omar!.seatId)]: '',
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Remove omar@school.example' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove omar@school.example from this licence?' });
    expect(dialog).toHaveAccessibleDescription(
      'They lose access to Grammar drills, and the seat is free to give to someone else.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, seatPath(materialLicence.id, omar!.seatId))).toHaveLength(0);
    // Focus goes back to the button that asked.
    expect(screen.getByRole('button', { name: 'Remove omar@school.example' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove omar@school.example' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove seat' }));
    expect(await screen.findByText('2 of 3 seats used')).toBeInTheDocument();
    expect(screen.queryByText('omar@school.example')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, seatPath(materialLicence.id, omar!.seatId))).toMatchObject([{ method: 'DELETE' }]);
    expect(toast.success).toHaveBeenCalledWith('omar@school.example no longer has a seat.');
    // A free seat: the invitation form is back.
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toBeInTheDocument();
  });

  it('says why a removal was refused', async () => {
    signIn();
    stubApi({
      [LICENCES_PATH]: [materialLicence],
      [seatPath(materialLicence.id, laila!.seatId)]: reply(410, { success: false, message: LICENCE_MESSAGES.ended }),
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Remove laila@school.example' }));
    await user.click(screen.getByRole('button', { name: 'Remove seat' }));
    expect(await screen.findByText(LICENCE_MESSAGES.ended)).toHaveAttribute('role', 'alert');
    expect(holder('laila@school.example')).toBeInTheDocument();
  });

  it('adds seats: 1 to 100 on the stepper, then a cart line for the licence at the server’s seat price, and the cart opens', async () => {
    signIn();
    const fetchMock = stubApi({
      [LICENCES_PATH]: [courseLicence],
      [QUOTE_PATH]: {
        success: true,
        lines: [
          {
            itemType: 'Course',
            itemId: 7,
            title: 'Essay writing course',
            unitPrice: 500,
            quantity: 3,
            lineTotal: 1500,
            licenceId: 12,
          },
        ],
        subtotal: 1500,
        discount: 0,
        amount: 1500,
        currency: 'EGP',
        promoCode: null,
      },
    });
    const { user } = renderLicences();
    const count = await screen.findByRole('spinbutton', { name: 'Seats to add' });
    expect(screen.getByRole('button', { name: 'One seat fewer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One seat more' }));
    await user.click(screen.getByRole('button', { name: 'One seat more' }));
    expect(count).toHaveValue(3);
    expect(cartState()).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'Add 3 seats to cart' }));

    await vi.waitFor(() => expect(cartState()).toHaveTextContent('open'));
    expect(requestsTo(fetchMock, QUOTE_PATH)[0]?.body).toStrictEqual({
      cartItems: [{ itemType: 'Course', itemId: 7, quantity: 3, licenceId: 12 }],
    });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
        { type: 'course', id: 7, licenceId: 12, title: 'Essay writing course', price: 500, isFree: false, quantity: 3 },
      ]),
    );

    // Typed counts are held to 1..100.
    await user.clear(count);
    await user.type(count, '250');
    await user.tab();
    expect(count).toHaveValue(100);
    expect(screen.getByRole('button', { name: 'One seat more' })).toBeDisabled();
  });

  it('says why seats could not be added, and adds nothing', async () => {
    signIn();
    stubApi({
      [LICENCES_PATH]: [courseLicence],
      [QUOTE_PATH]: reply(400, { success: false, message: LICENCE_MESSAGES.ended }),
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Add 1 seat to cart' }));
    expect(await screen.findByText(LICENCE_MESSAGES.ended)).toHaveAttribute('role', 'alert');
    expect(cartState()).toHaveTextContent('closed');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('says "You have no licences yet" with a link to the shop', async () => {
    signIn();
    stubApi({ [LICENCES_PATH]: [] });
    const { user, router } = renderLicences();
    expect(await screen.findByText(NO_LICENCES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Materials' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    signIn();
    let calls = 0;
    stubApi({ [LICENCES_PATH]: () => (++calls === 1 ? reply(500, { message: 'boom' }) : [courseLicence]) });
    const { user } = renderLicences();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your licences' })).toBeInTheDocument();
  });

  it('offers a sign-in when the session has expired', async () => {
    signIn();
    stubApi({ [LICENCES_PATH]: reply(401, { message: 'Unauthorized' }) });
    renderLicences();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmy-licences',
    );
  });

  it('links to the seats offered to the buyer', async () => {
    signIn();
    stubApi({ [LICENCES_PATH]: [] });
    renderLicences();
    expect(screen.getByRole('link', { name: 'Seats offered to you' })).toHaveAttribute('href', '/licence-invitations');
  });
});
