import type { LibraryMaterial } from '@the-gate/contract/library';

/** A downloadable, free worksheet with a picture and a known size. */
export const readingPack: LibraryMaterial = {
  id: 101,
  title: 'Year 6 Reading Comprehension Pack',
  thumbnailPath: '/images/thumbs/101.jpg',
  isFree: true,
  typeName: 'Worksheet',
  addedDate: '2025-01-05T10:00:00Z',
  lastAccessedDate: '2025-02-14T08:30:00Z',
  briefDescription: '20 levelled comprehension sheets',
  description: '<p>Twenty sheets with answer keys.</p>',
  fileSize: 1536,
  isFavorite: false,
  isDownloadable: true,
  filePath: '/api/materials/101/download?expires=1&signature=abc',
  previewFilePath: null,
};

/** A paid, preview-only presentation the user marked as a favourite. */
export const persuasionSlides: LibraryMaterial = {
  id: 102,
  title: 'Persuasive Writing Slides',
  thumbnailPath: null,
  isFree: false,
  typeName: 'Presentation',
  addedDate: '2024-12-01T09:00:00Z',
  lastAccessedDate: '2024-12-03T09:00:00Z',
  briefDescription: null,
  description: '<p>Slides on <b>rhetorical</b> devices.</p>',
  fileSize: 5242880,
  isFavorite: true,
  isDownloadable: false,
  filePath: null,
  previewFilePath: '/files/previews/102.pdf',
};

/** An item with neither a description nor a size. */
export const pastPaper: LibraryMaterial = {
  id: 103,
  title: 'Checkpoint Past Paper 2024',
  thumbnailPath: '/images/thumbs/103.jpg',
  isFree: false,
  typeName: 'Exam',
  addedDate: '2024-11-20T09:00:00Z',
  lastAccessedDate: '2024-11-20T09:00:00Z',
  briefDescription: null,
  description: null,
  fileSize: 0,
  isFavorite: false,
  isDownloadable: true,
  filePath: '',
  previewFilePath: '/files/previews/103.pdf',
};

export const library: LibraryMaterial[] = [readingPack, persuasionSlides, pastPaper];
