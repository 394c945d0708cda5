import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGE_SENT } from '@the-gate/contract/inbox';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CONTACT_MESSAGES_PATH } from '@/features/inbox/api/contact-send-message';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { ContactPage } from './contact';

/** The contact page as the router shows it: the content feature's page with the inbox's form (issue 23 §1). */
function renderContact() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: paths.contact.path, element: <ContactPage /> }], {
    initialEntries: [paths.contact.href()],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });

const TYPED = {
  name: 'Mona Adel',
  email: 'mona.adel@example.com',
  subject: 'Year 7 package',
  message: 'Does the Pro package include the mock exams?',
};

async function fillForm(user: ReturnType<typeof renderContact>['user']) {
  await user.type(field('Name'), TYPED.name);
  await user.type(field('Email'), TYPED.email);
  await user.type(field('Subject'), TYPED.subject);
  await user.type(field('Message'), TYPED.message);
}

function expectTypedValuesKept() {
  expect(field('Name')).toHaveValue(TYPED.name);
  expect(field('Email')).toHaveValue(TYPED.email);
  expect(field('Subject')).toHaveValue(TYPED.subject);
  expect(field('Message')).toHaveValue(TYPED.message);
}

describe("/contact, with the inbox's contact form", () => {
  it('has name, email (type email), subject and message, all required (CT-01)', () => {
    stubApi({});
    renderContact();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('lets the browser block a submit while a field is empty, sending nothing (CT-01)', async () => {
    const fetchMock = stubApi({ [CONTACT_MESSAGES_PATH]: { success: true, message: CONTACT_MESSAGE_SENT } });
    const { user } = renderContact();
    await user.type(field('Name'), TYPED.name);
    await user.type(field('Email'), TYPED.email);
    await user.type(field('Message'), TYPED.message);

    await user.click(sendButton());

    expect(field('Subject')).toBeInvalid();
    // The browser stopped it: the form's own check never ran, so it shows no message of its own.
    expect(screen.queryByText('Please enter a subject')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CONTACT_MESSAGES_PATH)).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the shared rule inline, focused, for text the browser lets through', async () => {
    const fetchMock = stubApi({});
    const { user } = renderContact();
    await user.type(field('Name'), '   ');
    await user.type(field('Email'), TYPED.email);
    await user.type(field('Subject'), TYPED.subject);
    await user.type(field('Message'), TYPED.message);

    await user.click(sendButton());

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, CONTACT_MESSAGES_PATH)).toEqual([]);
  });

  it('posts the four fields, shows Sending..., then the server’s words and clears every field (CT-05)', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [CONTACT_MESSAGES_PATH]: () => answer.promise });
    const { user } = renderContact();
    await user.type(field('Name'), `  ${TYPED.name} `);
    await user.type(field('Email'), TYPED.email);
    await user.type(field('Subject'), TYPED.subject);
    await user.type(field('Message'), TYPED.message);

    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requestsTo(fetchMock, CONTACT_MESSAGES_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: TYPED }),
    ]);

    answer.resolve(reply(201, { success: true, message: 'Thanks, Mona: we will reply within 24-48 business hours.' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Thanks, Mona: we will reply within 24-48 business hours.');
    await waitFor(() => expect(notice).toHaveFocus());
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toHaveValue('');
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the server’s message on a 4xx and keeps everything typed', async () => {
    stubApi({
      [CONTACT_MESSAGES_PATH]: reply(429, { message: 'Too many requests. Please try again later.' }),
    });
    const { user } = renderContact();
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expectTypedValuesKept();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the message was not sent when the network fails, and keeps everything typed', async () => {
    stubApi({
      [CONTACT_MESSAGES_PATH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderContact();
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server, so your message was not sent.',
    );
    expectTypedValuesKept();
  });
});
