import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { reply, stubApi } from '@/test/stub-api';
import { GROUPS_PATH } from '../api/get-groups';
import { INVITATIONS_PATH } from '../api/get-invitations';
import { LICENCES_PATH } from '../api/get-licences';
import { seatsPath } from '../api/invite-seat';
import { courseLicence, materialInvitation, materialLicence } from '../test/fixtures';
import { renderPage, signIn } from '../test/render-licences';
import { LicenceInvitationsPage } from './licence-invitations-page';
import { MyLicencesPage } from './my-licences-page';

/** Issue 27 §5 in Arabic (issue 26 §2): every text of both screens, with Arabic plurals. */

const renderLicences = () => renderPage({ path: paths.myLicences.path, element: <MyLicencesPage /> });
const renderInvitations = () =>
  renderPage({ path: paths.licenceInvitations.path, element: <LicenceInvitationsPage /> });

describe('My Licences in Arabic', () => {
  it('shows the licences, seats, statuses and forms in Arabic', async () => {
    signIn();
    stubApi({
      [LICENCES_PATH]: [materialLicence, courseLicence],
      [GROUPS_PATH]: [{ id: 4, name: 'Year 6 teachers', members: ['omar@school.example'], licenceIds: [] }],
    });
    renderLicences();
    expect(screen.getByRole('heading', { level: 1, name: 'تراخيصي' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'تراخيصك' });
    expect(screen.getByText('ترخيصان')).toBeInTheDocument();

    const material = within(screen.getByRole('article', { name: /^Grammar drills عملية الشراء/ }));
    expect(material.getByText('مادة تعليمية')).toBeInTheDocument();
    expect(material.getByText('3 من 3 مقاعد مُستخدَمة')).toBeInTheDocument();
    expect(material.getByRole('heading', { level: 2, name: 'Grammar drills' }).firstElementChild?.tagName).toBe('BDI');
    const holders = within(material.getByRole('list', { name: 'أصحاب المقاعد' }));
    expect(holders.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'sara@example.comنشطأنت',
      'omar@school.exampleنشطإزالة',
      'laila@school.exampleمدعوإعادة الإرسالإزالة',
    ]);
    expect(material.getByText('كل المقاعد مشغولة. أضف مقاعد، أو أزِل أحد الأشخاص لتحرير مقعد.')).toBeInTheDocument();

    const course = within(screen.getByRole('article', { name: /^Essay writing course/ }));
    expect(course.getByText('1 من 5 مقاعد مُستخدَمة')).toBeInTheDocument();
    expect(course.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeInTheDocument();
    expect(course.getByRole('button', { name: 'إرسال الدعوة' })).toBeInTheDocument();
    expect(course.getByRole('spinbutton', { name: 'عدد المقاعد المُضافة' })).toHaveValue(1);
    expect(course.getByRole('button', { name: 'أضف مقعدًا واحدًا إلى السلة' })).toBeInTheDocument();

    const groups = within(screen.getByRole('region', { name: 'المجموعات' }));
    const group = within(await groups.findByRole('article', { name: 'Year 6 teachers' }));
    expect(group.getByText('عضو واحد')).toBeInTheDocument();
    expect(group.getByRole('combobox', { name: 'امنح كل عضو في Year 6 teachers مقعدًا في' })).toBeInTheDocument();
    expect(group.getByRole('option', { name: 'Grammar drills (لا مقاعد متاحة)' })).toBeInTheDocument();
    expect(groups.getByRole('button', { name: 'إنشاء المجموعة' })).toBeInTheDocument();
  });

  it('asks for an address in Arabic, and shows the server’s refusal as it comes, keeping the address', async () => {
    signIn();
    const refusal = 'لدى هذا الشخص مقعد في هذا الترخيص بالفعل.';
    stubApi({
      [LICENCES_PATH]: [courseLicence],
      [seatsPath(courseLicence.id)]: reply(409, { success: false, message: refusal }),
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'إرسال الدعوة' }));
    expect(await screen.findByText('يُرجى إدخال عنوان بريد إلكتروني.')).toHaveAttribute('role', 'alert');
    const field = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await user.type(field, 'omar@school.example');
    await user.click(screen.getByRole('button', { name: 'إرسال الدعوة' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue('omar@school.example');
  });

  it('says in Arabic that there are no licences yet', async () => {
    signIn();
    stubApi({ [LICENCES_PATH]: [] });
    renderLicences();
    expect(await screen.findByText(/^لا توجد لديك تراخيص بعد\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح المواد التعليمية' })).toBeInTheDocument();
  });
});

describe('the invitations in Arabic', () => {
  it('says who gave which seat, and accepts in Arabic', async () => {
    signIn('laila@school.example');
    stubApi({ [INVITATIONS_PATH]: [materialInvitation] });
    renderInvitations();
    expect(screen.getByRole('heading', { level: 1, name: 'دعوات المقاعد' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'منحك Mona Hassan مقعدًا في Grammar drills' }),
    ).toBeInTheDocument();
    expect(screen.getByText('أُرسلت في 20 نوفمبر 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قبول المقعد في Grammar drills' })).toHaveTextContent('قبول');
  });

  it('names the address when nothing is waiting, in Arabic', async () => {
    signIn('laila@school.example');
    stubApi({ [INVITATIONS_PATH]: [] });
    renderInvitations();
    expect(
      await screen.findByRole('heading', { name: 'لا توجد دعوات بانتظار laila@school.example' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor in Arabic to sign in with the invited address', () => {
    stubApi({});
    renderInvitations();
    expect(screen.getByText('سجّل الدخول بعنوان البريد الإلكتروني الذي أُرسلت إليه الدعوة لتقبلها.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });
});
