import { OWNED_ITEM_MESSAGES } from '@the-gate/contract/payment-rules';
import type { PaymentLine, QuoteLine } from '@the-gate/contract/payments';
import { badRequest } from '../../lib/http-errors';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import type { LibraryService } from '../library/service';

/** Who owns what, asked of the modules that own it (never their tables). */
export type OwnershipDeps = {
  library: Pick<LibraryService, 'ownedMaterialIds'>;
  courses: Pick<CoursesService, 'openableCourseIds'>;
  catalogue: Pick<CatalogueService, 'materialIdsByGroup'>;
  exams: Pick<ExamsService, 'paperByExam'>;
  /** "Add seats" lines (issue 27 §3): refused unless the licence is the buyer's own, running, for this item. */
  licences: {
    assertSeatsFor: (
      buyerId: string,
      licenceId: number,
      item: Pick<PaymentLine, 'itemType' | 'itemId'>,
    ) => Promise<void>;
  };
};

/** A grant as one comparable value: `m12` is material 12, `c3` course 3. */
type Grant = string;

const idsOf = (lines: PaymentLine[], type: PaymentLine['itemType']) =>
  lines.filter((line) => line.itemType === type).map((line) => line.itemId);

/** What each line would grant if paid for, exactly as grants.ts grants it (contract §5.3). */
async function grantsOf(lines: PaymentLine[], deps: OwnershipDeps): Promise<Set<Grant>[]> {
  const [groups, papers] = await Promise.all([
    deps.catalogue.materialIdsByGroup(idsOf(lines, 'MaterialGroup')),
    deps.exams.paperByExam(idsOf(lines, 'Exam')),
  ]);
  return lines.map((line) => {
    if (line.itemType === 'Material') return new Set([`m${line.itemId}`]);
    if (line.itemType === 'Course') return new Set([`c${line.itemId}`]);
    if (line.itemType === 'Exam') {
      const paper = papers.get(line.itemId);
      return new Set(paper === undefined ? [] : [`m${paper}`]);
    }
    return new Set((groups.get(line.itemId) ?? []).map((id) => `m${id}`));
  });
}

/** Of these grants, the ones the buyer already has. */
async function ownedOf(buyerId: string, grants: Set<Grant>[], deps: OwnershipDeps): Promise<Set<Grant>> {
  const all = grants.flatMap((grant) => [...grant]);
  const idsWith = (prefix: 'm' | 'c') => all.filter((g) => g.startsWith(prefix)).map((g) => Number(g.slice(1)));
  const courseIds = idsWith('c');
  const [materials, courses] = await Promise.all([
    deps.library.ownedMaterialIds(buyerId, idsWith('m')),
    courseIds.length ? deps.courses.openableCourseIds(buyerId, courseIds) : new Set<number>(),
  ]);
  return new Set([...[...materials].map((id) => `m${id}`), ...[...courses].map((id) => `c${id}`)]);
}

/**
 * Never sell what the buyer already has (issue 22 §7). A line that would grant nothing new, because
 * the buyer owns all of it or another line of this order grants the rest (a practice sheet next to a
 * package holding it), is refused with a 400 naming the item. A book or package the buyer partly
 * owns is sold whole at its price, and its line says how much of it they own, for the drawer to say
 * before payment. A line that grants nothing at all (an empty group) is left to the price rules.
 */
export async function checkNewGrants(buyerId: string, all: PaymentLine[], deps: OwnershipDeps): Promise<QuoteLine[]> {
  // Seats for a licence the buyer holds grant the buyer nothing new by design: they are for others.
  for (const line of all) {
    if (line.licenceId !== undefined) await deps.licences.assertSeatsFor(buyerId, line.licenceId, line);
  }
  const lines = all.filter((line) => line.licenceId === undefined);
  const checked = await checkPurchases(buyerId, lines, deps);
  return all.map((line) => (line.licenceId === undefined ? checked[lines.indexOf(line)]! : line));
}

async function checkPurchases(buyerId: string, lines: PaymentLine[], deps: OwnershipDeps): Promise<QuoteLine[]> {
  const grants = await grantsOf(lines, deps);
  const owned = await ownedOf(buyerId, grants, deps);
  return lines.map((line, index) => {
    const grant = [...grants[index]!];
    if (grant.length === 0) return line;
    const fresh = grant.filter((g) => !owned.has(g));
    if (fresh.length === 0) throw badRequest(OWNED_ITEM_MESSAGES.alreadyOwned(line.title));
    // The other lines granting any of the rest; together they may cover all of it.
    const covering = grants.flatMap((other, at) => (at !== index && fresh.some((g) => other.has(g)) ? [at] : []));
    if (fresh.every((g) => covering.some((at) => grants[at]!.has(g)))) {
      const titles = covering.map((at) => lines[at]!.title);
      throw badRequest(OWNED_ITEM_MESSAGES.includedInCart(line.title, titles));
    }
    const ownedCount = grant.length - fresh.length;
    return ownedCount > 0 && line.itemType === 'MaterialGroup'
      ? { ...line, ownedCount, totalCount: grant.length }
      : line;
  });
}
