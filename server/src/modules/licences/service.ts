import { LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import type { Invitation, Licence } from '@the-gate/contract/licences';
import type { PaymentItemType } from '@the-gate/contract/payment-rules';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { type Mailer, sendInBackground } from '../../lib/mail/mailer';
import type { MailContact } from '../auth/service';
import { invitationEmail } from './invitation-email';
import * as repo from './repository';

type PaidPayment = { id: number; userId: string; paymentReference: string };

/** A purchased line as the payments module hands it over (payments/grants.ts PurchasedLine). */
type PurchasedLine = {
  itemType: string;
  itemId: number;
  titleSnapshot: string;
  quantity: number;
  unitPrice: number;
  licenceId: number | null;
};

export type LicenceAccess = {
  /** Gives a seat holder the licence's item, recorded under the licence's payment. */
  grant: (tx: Database, userId: string, item: { itemType: string; itemId: number }, paymentId: number) => Promise<void>;
  /** Takes back what a seat holder had through the payment, keeping what they hold otherwise. */
  revoke: (tx: Database, userId: string, paymentId: number) => Promise<void>;
};

export type LicenceAccounts = {
  /** The account's e-mail, read inside the caller's transaction (PGlite has one connection). */
  emailIn: (executor: Database, userId: string) => Promise<string | null>;
  identity: (userId: string) => Promise<(MailContact & { name: string }) | null>;
  contactByEmail: (email: string) => Promise<MailContact | null>;
};

type Deps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  accounts: LicenceAccounts;
  /** Set once the payments' grants exist (they need this service's hooks first: app.ts). */
  access: () => LicenceAccess;
};

/** What a stamped copy says about the licence (issue 27 §1). */
export type LicenceStamp = { paymentReference: string; licence: string };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Licences and seats (issue 27 §3): a paid line of N bought N seats, the buyer's among them. The buyer
 * invites people by e-mail; an invitee who accepts gets the item as the buyer did; a removed seat, or
 * a refund of the purchase, takes it back. Only the buyer sees or changes a licence: another user's id
 * answers 404, as an unknown one does.
 */
export function createLicencesService({ db, mailer, logger, publicUrl, accounts, access }: Deps) {
  async function ownLicence(executor: Database, buyerId: string, licenceId: number) {
    const licence = await repo.selectLicence(executor, licenceId);
    if (!licence || licence.buyerUserId !== buyerId) throw notFound(LICENCE_MESSAGES.notFound);
    if (licence.endedAt) throw new HttpError(410, LICENCE_MESSAGES.ended);
    return licence;
  }

  /**
   * The buyer's own running licence, its row locked until `tx` ends: seats are counted, added and
   * removed one change at a time, and a refund that ended it meanwhile is seen (issue 27 §3).
   */
  async function lockOwnLicence(tx: Transaction, buyerId: string, licenceId: number) {
    const licence = await repo.lockLicence(tx, licenceId);
    if (!licence || licence.buyerUserId !== buyerId) throw notFound(LICENCE_MESSAGES.notFound);
    if (licence.endedAt) throw new HttpError(410, LICENCE_MESSAGES.ended);
    return licence;
  }

  async function sendInvitation(buyerId: string, licence: repo.LicenceRow, email: string) {
    const [buyer, account] = await Promise.all([accounts.identity(buyerId), accounts.contactByEmail(email)]);
    const language = account?.language ?? buyer?.language ?? 'en';
    const message = invitationEmail({
      to: email,
      buyerName: buyer?.name ?? '',
      title: licence.title,
      language,
      publicUrl,
    });
    sendInBackground(mailer, message, logger);
  }

  return {
    /** The payments module's hooks (payments/grants.ts LicenceHooks). */
    hooks: {
      async recordPurchase(tx: Database, payment: PaidPayment, lines: PurchasedLine[]) {
        const buyerEmail = await accounts.emailIn(tx, payment.userId);
        for (const line of lines) {
          if (line.licenceId !== null) {
            // Checked at checkout; checked again here: seats go only to the payer's own licence.
            const licence = await repo.selectLicence(tx, line.licenceId);
            if (licence?.buyerUserId === payment.userId && !licence.endedAt) {
              await repo.addSeats(tx, payment.id, line.licenceId, line.quantity);
            }
          } else if (line.unitPrice > 0 && buyerEmail) {
            const { itemType, itemId, titleSnapshot: title, quantity: seats } = line;
            await repo.insertLicence(
              tx,
              {
                buyerUserId: payment.userId,
                paymentId: payment.id,
                paymentReference: payment.paymentReference,
                itemType,
                itemId,
                title,
                seats,
              },
              buyerEmail,
            );
          }
        }
      },

      async endPurchase(tx: Database, paymentId: number) {
        const ended: { userId: string; paymentId: number }[] = [];
        // A refunded purchase ends its licences and every seat of them. Ended first: the update locks
        // the licence rows, so an invite under way finishes before the seats are read, or sees it ended.
        const running = (await repo.selectPaymentLicences(tx, paymentId)).map((licence) => licence.id);
        await repo.endLicences(tx, running);
        const seats = await repo.selectSeats(tx, running);
        for (const seat of seats) if (seat.userId && !seat.isBuyer) ended.push({ userId: seat.userId, paymentId });
        await repo.deleteSeats(
          tx,
          seats.map((seat) => seat.id),
        );
        // A refunded "Add seats" payment takes its seats back: the newest seats beyond the rest go.
        for (const purchase of await repo.takeSeatPurchases(tx, paymentId)) {
          const licence = await repo.selectLicence(tx, purchase.licenceId);
          if (!licence) continue;
          const others = await repo.selectOtherSeatsNewestFirst(tx, licence.id);
          const over = others.length + 1 - licence.seats;
          const cut = over > 0 ? others.slice(0, over) : [];
          for (const seat of cut) if (seat.userId) ended.push({ userId: seat.userId, paymentId: licence.paymentId });
          await repo.deleteSeats(
            tx,
            cut.map((seat) => seat.id),
          );
        }
        return ended;
      },

      heldSeats: (tx: Database, userId: string) => repo.selectHeldSeats(tx, userId),
    },

    /** Checkout's check of an "Add seats" line (issue 27 §3): the buyer's own running licence of this item. */
    async assertSeatsFor(buyerId: string, licenceId: number, item: { itemType: string; itemId: number }) {
      const licence = await repo.selectLicence(db, licenceId);
      if (
        !licence ||
        licence.buyerUserId !== buyerId ||
        licence.itemType !== item.itemType ||
        licence.itemId !== item.itemId
      ) {
        throw new HttpError(400, LICENCE_MESSAGES.notFound);
      }
      if (licence.endedAt) throw new HttpError(400, LICENCE_MESSAGES.ended);
    },

    /** GET /api/licences: the caller's running licences with their seats. */
    async list(buyerId: string): Promise<Licence[]> {
      const rows = await repo.selectBuyerLicences(db, buyerId);
      const seats = await repo.selectSeats(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((licence) => {
        const holders = seats.filter((seat) => seat.licenceId === licence.id);
        return {
          id: licence.id,
          itemType: licence.itemType as PaymentItemType,
          itemId: licence.itemId,
          title: licence.title,
          seats: licence.seats,
          used: holders.length,
          paymentReference: licence.paymentReference,
          holders: holders.map((seat) => ({
            seatId: seat.id,
            email: seat.email,
            status: seat.status as 'Invited' | 'Active',
            isBuyer: seat.isBuyer,
          })),
        };
      });
    },

    /**
     * POST /api/licences/{id}/seats: one more person invited, if a seat is free. The licence row is
     * locked while the seats are counted, so concurrent invites never pass the number bought.
     */
    async invite(buyerId: string, licenceId: number, rawEmail: string): Promise<{ seatId: string }> {
      const email = normalise(rawEmail);
      const { seatId, licence } = await db.transaction(async (tx) => {
        const locked = await lockOwnLicence(tx, buyerId, licenceId);
        if ((await repo.countSeats(tx, licenceId)) >= locked.seats)
          throw new HttpError(409, LICENCE_MESSAGES.noFreeSeat);
        const id = await repo.insertSeat(tx, licenceId, email);
        if (!id) throw new HttpError(409, LICENCE_MESSAGES.alreadyHolder);
        return { seatId: id, licence: locked };
      });
      await sendInvitation(buyerId, licence, email);
      return { seatId };
    },

    /**
     * Seats for several people at once (a group given a licence, issue 27 §4): all of them or none.
     * Addresses that hold a seat already are left as they are. Returns how many were invited.
     */
    async inviteAll(
      buyerId: string,
      licenceId: number,
      rawEmails: string[],
      onLocked?: (tx: Database) => Promise<void>,
    ) {
      const emails = [...new Set(rawEmails.map(normalise))];
      const { invited, licence } = await db.transaction(async (tx) => {
        const locked = await lockOwnLicence(tx, buyerId, licenceId);
        const taken = new Set((await repo.selectSeats(tx, [licenceId])).map((seat) => seat.email));
        const fresh = emails.filter((email) => !taken.has(email));
        const free = locked.seats - taken.size;
        if (fresh.length > free) throw new HttpError(409, LICENCE_MESSAGES.notEnoughSeats(free, fresh.length));
        for (const email of fresh) await repo.insertSeat(tx, licenceId, email);
        await onLocked?.(tx);
        return { invited: fresh, licence: locked };
      });
      for (const email of invited) await sendInvitation(buyerId, licence, email);
      return { invited: invited.length, alreadyHolders: emails.length - invited.length };
    },

    /** Per course, the groups given a seat of it (courses' assignedGroupsCount, issue 27 §4). */
    courseGroupCounts: (courseIds: number[]) => repo.countCourseGroups(db, courseIds),

    /** POST /api/licences/{id}/seats/{seatId}/resend: the invitation mail again, while it is not accepted. */
    async resend(buyerId: string, licenceId: number, seatId: string): Promise<void> {
      const licence = await ownLicence(db, buyerId, licenceId);
      const found = await repo.selectSeat(db, seatId);
      if (!found || found.seat.licenceId !== licenceId) throw notFound(LICENCE_MESSAGES.seatNotFound);
      if (found.seat.status !== 'Invited') throw new HttpError(409, LICENCE_MESSAGES.notInvited);
      await sendInvitation(buyerId, licence, found.seat.email);
    },

    /** DELETE /api/licences/{id}/seats/{seatId}: frees the seat and takes that person's access back. */
    async remove(buyerId: string, licenceId: number, seatId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const licence = await lockOwnLicence(tx, buyerId, licenceId);
        const found = await repo.selectSeat(tx, seatId);
        if (!found || found.seat.licenceId !== licenceId) throw notFound(LICENCE_MESSAGES.seatNotFound);
        if (found.seat.isBuyer) throw new HttpError(409, LICENCE_MESSAGES.ownSeat);
        await repo.deleteSeats(tx, [seatId]);
        if (found.seat.userId) await access().revoke(tx, found.seat.userId, licence.paymentId);
      });
    },

    /** GET /api/licences/invitations: seats offered to the caller's e-mail, not yet accepted. */
    async invitations(user: { email: string }): Promise<Invitation[]> {
      const rows = await repo.selectInvitations(db, normalise(user.email));
      const names = new Map<string, string>();
      for (const { licence } of rows) {
        if (!names.has(licence.buyerUserId)) {
          names.set(licence.buyerUserId, (await accounts.identity(licence.buyerUserId))?.name ?? '');
        }
      }
      return rows.map(({ seat, licence }) => ({
        seatId: seat.id,
        licenceId: licence.id,
        itemType: licence.itemType as PaymentItemType,
        itemId: licence.itemId,
        title: licence.title,
        invitedBy: names.get(licence.buyerUserId) ?? '',
        invitedAt: seat.invitedAt.toISOString(),
      }));
    },

    /**
     * POST /api/licences/invitations/{seatId}/accept: only by the account the invitation was sent to.
     * The item lands in their library or courses, held through the buyer's payment.
     */
    async accept(user: { id: string; email: string }, seatId: string) {
      return db.transaction(async (tx) => {
        const before = await repo.selectSeat(tx, seatId);
        if (!before) throw notFound(LICENCE_MESSAGES.invitationNotFound);
        await repo.lockLicence(tx, before.licence.id);
        // Read again under the lock: a removal or a refund that came first has taken the seat away.
        const found = await repo.selectSeat(tx, seatId);
        if (!found || found.licence.endedAt) throw notFound(LICENCE_MESSAGES.invitationNotFound);
        const { seat, licence } = found;
        if (seat.email !== normalise(user.email)) throw new HttpError(403, LICENCE_MESSAGES.wrongAddress);
        if (seat.status === 'Invited' && !(await repo.activateSeat(tx, seatId, user.id))) {
          throw notFound(LICENCE_MESSAGES.invitationNotFound);
        }
        if (seat.status === 'Active' && seat.userId !== user.id)
          throw new HttpError(403, LICENCE_MESSAGES.wrongAddress);
        await access().grant(tx, user.id, licence, licence.paymentId);
        return {
          seatId,
          status: 'Active' as const,
          itemType: licence.itemType as PaymentItemType,
          itemId: licence.itemId,
          message: LICENCE_MESSAGES.accepted,
        };
      });
    },

    /**
     * What a stamped file says about the licence it is read under (issue 27 §1): the purchase's
     * reference, the licence, and for a seat holder, whose licence it is. Null: no seat gives it
     * (a staff grant, or an item bought before licences with a free line).
     */
    async stampFor(
      userId: string,
      sourcePaymentId: number,
      item?: { itemType: string; itemId: number },
    ): Promise<LicenceStamp | null> {
      const rows = await repo.selectStampSeats(db, userId, sourcePaymentId);
      // The licence of the very item when the payment bought several; else the first (a book's file).
      const row =
        rows.find(({ licence }) => licence.itemType === item?.itemType && licence.itemId === item.itemId) ?? rows[0];
      if (!row) return null;
      const licence = `Licence ${row.licence.id}`;
      const { paymentReference } = row.licence;
      if (row.seat.isBuyer) return { paymentReference, licence };
      const buyer = await accounts.identity(row.licence.buyerUserId);
      return {
        paymentReference,
        licence: `${licence} licensed via ${buyer?.name ?? 'its buyer'}`,
      };
    },
  };
}

export type LicencesService = ReturnType<typeof createLicencesService>;
