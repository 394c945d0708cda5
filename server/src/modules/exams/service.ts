import type { Exam } from '@the-gate/contract/exams';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import type { SitemapEntry } from '../../lib/sitemap';
import { type SellableItem, sellableRow } from '../catalogue/service';
import { examFields } from './presenter';
import * as repo from './repository';

// Exam titles for the back office's customer page (issue 25 §3).
export { examTitles } from './item-titles';

type ExamRow = Awaited<ReturnType<typeof repo.selectExams>>[number];

/**
 * Who owns which exam papers and the owner's own link to one (the library module answers), and the
 * public link to a free paper (the catalogue's).
 */
export type PaperAccess = {
  ownedIds: (userId: string, materialIds: number[]) => Promise<Set<number>>;
  ownerUrl: (userId: string, materialId: number) => string;
  freeUrl: (materialId: number) => string;
};

type ExamsDeps = { db: Database; files: FileStorage; papers: PaperAccess };

export function createExamsService({ db, files, papers }: ExamsDeps) {
  const presentExam = (row: ExamRow, paperUrl: string | null): Exam => ({ ...examFields(row, files), paperUrl });

  /**
   * The paper link: public for a free exam; for a paid one only in an answer to its owner, signed
   * and short-lived (contract §5.5), so a paid paper's URL never appears in a public response.
   */
  async function exams(filter: repo.ExamFilter, viewerId?: string): Promise<Exam[]> {
    const rows = await repo.selectExams(db, { ...filter, publishedOnly: true });
    const paid = rows.filter((row) => !row.isFree).map((row) => row.paperMaterialId!);
    const owned = viewerId && paid.length ? await papers.ownedIds(viewerId, paid) : new Set<number>();
    return rows.map((row) => {
      const paper = row.paperMaterialId!;
      if (row.isFree) return presentExam(row, papers.freeUrl(paper));
      return presentExam(row, viewerId && owned.has(paper) ? papers.ownerUrl(viewerId, paper) : null);
    });
  }

  return {
    /**
     * The shop's exams: only published ones; a draft or archived exam answers 404 like a missing one
     * (issue 24 §2), its buyers keep its paper in their library. `viewerId`: the signed-in caller,
     * whose own papers come with their links.
     */
    listExams: (query: { yearGroup?: string; search?: string }, viewerId?: string) => exams(query, viewerId),

    async getExam(id: number, viewerId?: string): Promise<Exam> {
      const [exam] = await exams({ ids: [id] }, viewerId);
      if (!exam) throw notFound('Exam not found.');
      return exam;
    },

    /** Every exam on sale, published (the sitemap); exams keep no date of change. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      return (await repo.selectExams(db, { publishedOnly: true })).map((row) => ({
        path: `/the-gate-exams/${row.id}`,
        lastModified: null,
      }));
    },

    /** Published exams checkout may sell, by id, priced from this table (contract §5.2, issue 24 §2). */
    async sellableExams(ids: number[]): Promise<SellableItem[]> {
      return (await repo.selectExams(db, { ids, publishedOnly: true })).flatMap(sellableRow);
    },

    /** The papers a payment for these exams grants, read inside the payment's transaction. */
    async paperMaterialIds(executor: Database, examIds: number[]): Promise<number[]> {
      if (examIds.length === 0) return [];
      return (await repo.selectExams(executor, { ids: examIds })).map((row) => row.paperMaterialId!);
    },

    /** Each exam's paper, what buying it would grant (issue 22 §7). */
    async paperByExam(examIds: number[]): Promise<Map<number, number>> {
      if (examIds.length === 0) return new Map();
      const rows = await repo.selectExams(db, { ids: examIds });
      return new Map(rows.map((row) => [row.id, row.paperMaterialId!]));
    },

    /** The exams whose paper is among these materials: the ones their owner has. */
    async examIdsWithPapers(materialIds: number[]): Promise<number[]> {
      if (materialIds.length === 0) return [];
      return (await repo.selectExamIdsByPaper(db, materialIds)).map((row) => row.id);
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
