/**
 * Licences and seats (issue 27 §3): their states and the words the API and the screens say, without a
 * validation library, so the cart and the invitation screen can read them cheaply.
 */

/** Invited until the person the seat was sent to accepts it; then Active. */
export const SEAT_STATUSES = ['Invited', 'Active'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** A group's name: "Year 6 teachers". */
export const MAX_GROUP_NAME_LENGTH = 80;
/** Invitation mails one account may send in an hour (new and resent): a school's staff fits, a spammer does not. */
export const INVITATIONS_PER_HOUR = 200;

/** Members of one group; a school's staff room fits many times over. */
export const MAX_GROUP_MEMBERS = 200;

export const LICENCE_MESSAGES = {
  notFound: 'This licence could not be found.',
  ended: 'This licence has ended: its purchase was refunded.',
  noFreeSeat: 'Every seat of this licence is taken. Add seats or free one first.',
  notEnoughSeats: (free: number, needed: number) => `Free seats on this licence: ${free}. The group needs ${needed}.`,
  alreadyHolder: 'This person already has a seat of this licence.',
  seatNotFound: 'This seat could not be found.',
  ownSeat: 'Your own seat cannot be removed.',
  notInvited: 'This seat has been accepted already, so there is no invitation to send again.',
  invitationNotFound: 'This invitation could not be found. It may have been withdrawn.',
  wrongAddress: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  groupNotFound: 'This group could not be found.',
  groupNameTaken: 'You already have a group with this name.',
  groupEmpty: 'Add at least one member to the group first.',
  tooManyMembers: `A group can have at most ${MAX_GROUP_MEMBERS} members.`,
  invited: 'Invitation sent.',
  tooManyInvitations: 'You have sent many invitations in the last hour. Please try again later.',
  accepted: 'The invitation is accepted: it is in your account now.',
} as const;

/** What a quantity buys, said by the cart and the checkout (issue 27 §5). */
export function seatsSummary(quantity: number): string {
  if (quantity <= 1) return '1 seat: for you';
  if (quantity === 2) return '2 seats: you and 1 person you invite';
  return `${quantity} seats: you and ${quantity - 1} people you invite`;
}
