import type { OwnedItems } from '@the-gate/contract/library';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import type { LibraryService } from './service';

type OwnedItemsDeps = {
  library: Pick<LibraryService, 'libraryMaterialIds'>;
  catalogue: Pick<CatalogueService, 'groupsCoveredBy'>;
  courses: Pick<CoursesService, 'openableCourseIds'>;
  exams: Pick<ExamsService, 'examIdsWithPapers'>;
};

/**
 * GET /api/library/owned (issue 22 §7): everything the user already has, read through the modules
 * that own each kind, so the web app can show "In your library" where it would offer to sell it.
 * A book or package counts once every material it grants is owned, as the server's check at
 * checkout counts it (orders/ownership.ts).
 */
export function createOwnedItems({ library, catalogue, courses, exams }: OwnedItemsDeps) {
  return async (userId: string): Promise<OwnedItems> => {
    const materialIds = await library.libraryMaterialIds(userId);
    const [groupIds, courseIds, examIds] = await Promise.all([
      catalogue.groupsCoveredBy(materialIds),
      courses.openableCourseIds(userId),
      exams.examIdsWithPapers(materialIds),
    ]);
    return { materialIds, groupIds, courseIds: [...courseIds], examIds };
  };
}

export type OwnedItemsRead = ReturnType<typeof createOwnedItems>;
