import type { MyOrder } from '@the-gate/contract/my-orders';
import { grayscale, PageSizes, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { printable, wrap } from '../../lib/assets/pdf';
import type { PaymentRow } from './repository';

/**
 * The seller a receipt names. The address is the footer's (web/src/config/contact-details.ts); the
 * e-mail is where the shop's forms go (CONTACT_TO), the website the shop's own address.
 */
export type Seller = { name: string; address: string; email: string; website: string };

export const SELLER_NAME = 'The Gate';
export const SELLER_ADDRESS = '90th Street, New Cairo, Egypt';

export type ReceiptInput = {
  order: MyOrder;
  /** The stored payment: the buyer's checkout details and Paymob's transaction id. */
  payment: Pick<
    PaymentRow,
    'customerName' | 'customerEmail' | 'customerPhone' | 'street1' | 'city' | 'country' | 'providerTransactionId'
  >;
  /** The account the payment belongs to, where its receipts are mailed. */
  accountEmail: string;
  seller: Seller;
};

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `EGP 1,234.50` from piastres. */
export const egpOf = (cents: number) => `EGP ${money.format(cents / 100)}`;
/** "27 November 2026", on Cairo's calendar. */
const cairoDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(new Date(iso));

const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const BOTTOM = 72;
const RIGHT = WIDTH - MARGIN;
/** Columns of the lines table: the title wraps left of the quantity. */
const QTY_X = 330;
const UNIT_RIGHT = 450;
const TITLE_WIDTH = QTY_X - MARGIN - 12;

type Fonts = { regular: PDFFont; bold: PDFFont };
type Text = { size?: number; bold?: boolean; gray?: number };

/** Draws top to bottom, starting a new page when the next line would not fit. */
class Cursor {
  page: PDFPage;
  y = HEIGHT - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(PageSizes.A4);
  }

  font(style: Text) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height < BOTTOM) {
      this.page = this.pdf.addPage(PageSizes.A4);
      this.y = HEIGHT - MARGIN;
    }
  }

  /** One line's text at `x` (or ending at `right`), on the current line; nothing moves down. */
  put(text: string, style: Text & { x?: number; right?: number }) {
    const font = this.font(style);
    const size = style.size ?? 10;
    const safe = printable(text, font);
    const x = style.right !== undefined ? style.right - font.widthOfTextAtSize(safe, size) : (style.x ?? MARGIN);
    this.page.drawText(safe, { x, y: this.y - size, size, font, color: grayscale(style.gray ?? 0) });
  }

  /** A paragraph wrapped to `width`, moving down past it. */
  para(text: string, style: Text & { width?: number; gap?: number } = {}) {
    const font = this.font(style);
    const size = style.size ?? 10;
    for (const line of wrap(printable(text, font), font, size, style.width ?? RIGHT - MARGIN)) {
      this.need(size * 1.4);
      this.put(line, style);
      this.y -= size * 1.4;
    }
    this.y -= style.gap ?? 0;
  }

  rule(gap = 8) {
    this.need(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: RIGHT, y: this.y },
      thickness: 0.5,
      color: grayscale(0.75),
    });
    this.y -= gap;
  }

  /** A label on the left, its amount on the right. */
  amount(label: string, value: string, style: Text = {}) {
    const size = style.size ?? 10;
    this.need(size * 1.5);
    this.put(label, { ...style, x: UNIT_RIGHT - 180 });
    this.put(value, { ...style, right: RIGHT });
    this.y -= size * 1.5;
  }
}

/**
 * A payment's receipt as a PDF (issue 25 §7): the seller, the buyer, the date, the reference and
 * Paymob's transaction id, each line, the discount with its promo code, what was paid in EGP, and
 * any refund with the status. Real text in the standard fonts, so it can be searched and copied;
 * what they cannot encode (an Arabic title) prints as "?" rather than failing the receipt.
 */
export async function receiptPdf({ order, payment, accountEmail, seller }: ReceiptInput): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(order.completedAt ?? order.createdAt);
  pdf.setTitle(`Receipt ${order.reference}`);
  pdf.setAuthor(seller.name);
  pdf.setCreator(seller.name);
  pdf.setProducer(seller.name);
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const c = new Cursor(pdf, fonts);

  c.put(seller.name, { size: 20, bold: true });
  c.put('Receipt', { size: 20, bold: true, right: RIGHT, gray: 0.3 });
  c.y -= 30;
  c.para(seller.address, { gray: 0.35 });
  c.para(`${seller.email}  |  ${seller.website}`, { gray: 0.35 });
  c.rule(10);

  const facts: [string, string][] = [
    ['Reference', order.reference],
    ['Date', cairoDate(order.completedAt ?? order.createdAt)],
    ['Paymob transaction', payment.providerTransactionId ?? 'None (nothing to pay)'],
    ['Status', order.status],
  ];
  for (const [label, value] of facts) {
    c.need(15);
    c.put(label, { bold: true });
    c.put(value, { x: MARGIN + 120 });
    c.y -= 15;
  }
  c.y -= 8;
  c.para('Billed to', { bold: true, size: 11 });
  c.para(payment.customerName);
  c.para(payment.customerEmail);
  c.para(payment.customerPhone);
  c.para(`${payment.street1}, ${payment.city}, ${payment.country}`);
  c.para(`Account: ${accountEmail}`, { gray: 0.35 });
  c.rule(10);

  c.need(16);
  c.put('Item', { bold: true });
  c.put('Qty', { bold: true, x: QTY_X });
  c.put('Unit price', { bold: true, right: UNIT_RIGHT });
  c.put('Total', { bold: true, right: RIGHT });
  c.y -= 18;
  for (const line of order.lines) {
    const titleLines = wrap(printable(line.title, fonts.regular), fonts.regular, 10, TITLE_WIDTH);
    c.need(titleLines.length * 14 + 4);
    c.put(String(line.quantity), { x: QTY_X });
    c.put(egpOf(line.unitPriceCents), { right: UNIT_RIGHT });
    c.put(egpOf(line.lineTotalCents), { right: RIGHT });
    for (const text of titleLines) {
      c.put(text, {});
      c.y -= 14;
    }
    c.y -= 4;
  }
  c.rule(8);

  c.amount('Subtotal', egpOf(order.subtotalCents));
  if (order.discountCents > 0) {
    c.amount(`Discount (${order.promoCode ?? 'promo code'})`, `- ${egpOf(order.discountCents)}`);
  }
  c.amount('Amount paid', egpOf(order.amountCents), { bold: true, size: 12 });
  if (order.refundedCents > 0) {
    c.amount('Refunded', `- ${egpOf(order.refundedCents)}`);
    c.amount('Kept after refunds', egpOf(order.amountCents - order.refundedCents), { bold: true });
  }
  c.y -= 16;
  const how = order.amountCents > 0 ? 'Paid in Egyptian pounds (EGP) through Paymob.' : 'Nothing was charged.';
  c.para(`${how} Thank you for your order on ${seller.name}.`, { gray: 0.35 });

  return Buffer.from(await pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY }));
}
