import type { Invitation, Licence } from '@the-gate/contract/licences';

export const BUYER_EMAIL = 'sara@example.com';

/** Three seats of a paid material: the buyer's, one accepted, one still invited. */
export const materialLicence: Licence = {
  id: 11,
  itemType: 'Material',
  itemId: 5,
  title: 'Grammar drills',
  seats: 3,
  used: 3,
  paymentReference: 'PAY-20261120-AAAAAAAAAAAA',
  holders: [
    { seatId: '00000000-0000-4000-8000-000000000001', email: BUYER_EMAIL, status: 'Active', isBuyer: true },
    { seatId: '00000000-0000-4000-8000-000000000002', email: 'omar@school.example', status: 'Active', isBuyer: false },
    {
      seatId: '00000000-0000-4000-8000-000000000003',
      email: 'laila@school.example',
      status: 'Invited',
      isBuyer: false,
    },
  ],
};

/** Five seats of a course, only the buyer's taken. */
export const courseLicence: Licence = {
  id: 12,
  itemType: 'Course',
  itemId: 7,
  title: 'Essay writing course',
  seats: 5,
  used: 1,
  paymentReference: 'PAY-20261121-BBBBBBBBBBBB',
  holders: [{ seatId: '00000000-0000-4000-8000-000000000004', email: BUYER_EMAIL, status: 'Active', isBuyer: true }],
};

export const materialInvitation: Invitation = {
  seatId: '00000000-0000-4000-8000-000000000010',
  licenceId: 11,
  itemType: 'Material',
  itemId: 5,
  title: 'Grammar drills',
  invitedBy: 'Mona Hassan',
  invitedAt: '2026-11-20T09:00:00Z',
};

export const courseInvitation: Invitation = {
  seatId: '00000000-0000-4000-8000-000000000011',
  licenceId: 12,
  itemType: 'Course',
  itemId: 7,
  title: 'Essay writing course',
  invitedBy: 'Karim Nabil',
  invitedAt: '2026-11-21T09:00:00Z',
};
