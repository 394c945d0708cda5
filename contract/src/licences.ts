import { z } from 'zod';
import { emailField } from './auth';
import { idString, safeText } from './common';
import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_LENGTH, SEAT_STATUSES } from './licence-rules';
import { PAYMENT_ITEM_TYPES } from './payment-rules';

/** Licences, seats, invitations and groups (issue 27 §3–§4). */

const seatId = z.uuid({ error: 'The seat id is not valid.' });

export const licenceParams = z.strictObject({ id: idString('licence id') });
export const seatParams = z.strictObject({ id: idString('licence id'), seatId });
export const invitationParams = z.strictObject({ seatId });
export const groupParams = z.strictObject({ id: idString('group id') });

export const seatHolderSchema = z.object({
  seatId: z.uuid(),
  email: z.string(),
  status: z.enum(SEAT_STATUSES),
  /** The buyer's own seat: it cannot be removed. */
  isBuyer: z.boolean(),
});
export type SeatHolder = z.infer<typeof seatHolderSchema>;

export const licenceSchema = z.object({
  id: z.int(),
  itemType: z.enum(PAYMENT_ITEM_TYPES),
  itemId: z.int(),
  title: z.string(),
  seats: z.int(),
  used: z.int(),
  /** The purchase it came with; "Add seats" payments add to `seats`. */
  paymentReference: z.string(),
  holders: z.array(seatHolderSchema),
});
export type Licence = z.infer<typeof licenceSchema>;
export const licencesResponseSchema = z.array(licenceSchema);

export const inviteSeatRequestSchema = z.strictObject({ email: emailField });
export type InviteSeatRequest = z.input<typeof inviteSeatRequestSchema>;
export const inviteSeatResponseSchema = z.object({ seatId: z.uuid() });

export const invitationSchema = z.object({
  seatId: z.uuid(),
  licenceId: z.int(),
  itemType: z.enum(PAYMENT_ITEM_TYPES),
  itemId: z.int(),
  title: z.string(),
  /** The buyer's name, as the invitation mail says it. */
  invitedBy: z.string(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z.array(invitationSchema);

export const acceptInvitationResponseSchema = z.object({
  seatId: z.uuid(),
  status: z.literal('Active'),
  itemType: z.enum(PAYMENT_ITEM_TYPES),
  itemId: z.int(),
  message: z.string(),
});

const groupName = safeText({ error: 'Please enter a name for the group.' })
  .trim()
  .min(1, { error: 'Please enter a name for the group.' })
  .max(MAX_GROUP_NAME_LENGTH, { error: `A group's name can be at most ${MAX_GROUP_NAME_LENGTH} characters long.` });

export const groupRequestSchema = z.strictObject({
  name: groupName,
  members: z
    .array(emailField, { error: 'members must be a list of e-mail addresses.' })
    .max(MAX_GROUP_MEMBERS, { error: `A group can have at most ${MAX_GROUP_MEMBERS} members.` })
    .default([]),
});
export type GroupRequest = z.input<typeof groupRequestSchema>;

export const groupMembersRequestSchema = z.strictObject({
  members: z
    .array(emailField, { error: 'members must be a list of e-mail addresses.' })
    .min(1, { error: 'Add at least one e-mail address.' })
    .max(MAX_GROUP_MEMBERS, { error: `A group can have at most ${MAX_GROUP_MEMBERS} members.` }),
});

export const groupSchema = z.object({
  id: z.int(),
  name: z.string(),
  members: z.array(z.string()),
  /** The licences the group was given a seat of. */
  licenceIds: z.array(z.int()),
});
export type LicenceGroup = z.infer<typeof groupSchema>;
export const groupsResponseSchema = z.array(groupSchema);

export const giveGroupSeatsRequestSchema = z.strictObject({ licenceId: z.int().min(1).max(2_147_483_647) });
export const giveGroupSeatsResponseSchema = z.object({ invited: z.int(), alreadyHolders: z.int() });

export const groupMemberParams = z.strictObject({ id: idString('group id'), email: emailField });
