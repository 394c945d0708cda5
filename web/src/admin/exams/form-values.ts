import type { AdminExam, PatchExamRequest } from '@the-gate/contract/admin-exams';
import { changedFields } from '../lib/changed-fields';

/**
 * An exam's form fields as the inputs hold them. `price`, `isFree` and `paperMaterialId` are
 * undefined while the role may not change them (the inputs are disabled); no paper is ''.
 */
export type ExamFormValues = {
  title: string;
  description: string;
  price: number | undefined;
  isFree: boolean | undefined;
  yearGroup: string;
  subject: string;
  examType: string;
  durationMinutes: number;
  questionCount: number;
  difficulty: string;
  paperMaterialId: string | undefined;
  sortOrder: number;
};

export const EMPTY_EXAM: ExamFormValues = {
  title: '',
  description: '',
  price: 0,
  isFree: false,
  yearGroup: '',
  subject: 'English',
  examType: '',
  durationMinutes: 60,
  questionCount: 20,
  difficulty: 'Standard',
  paperMaterialId: '',
  sortOrder: 0,
};

/** The form's values for an exam the server sent. */
export function examFormValuesOf(exam: AdminExam): ExamFormValues {
  return {
    title: exam.title,
    description: exam.description,
    price: exam.price,
    isFree: exam.isFree,
    yearGroup: exam.yearGroup,
    subject: exam.subject,
    examType: exam.examType,
    durationMinutes: exam.durationMinutes,
    questionCount: exam.questionCount,
    difficulty: exam.difficulty,
    paperMaterialId: exam.paperMaterialId === null ? '' : String(exam.paperMaterialId),
    sortOrder: exam.sortOrder,
  };
}

/** The request the values make, before the contract's schema checks it: the paper's id a number, none null. */
export function examRequestOf(values: ExamFormValues): Record<string, unknown> {
  const { paperMaterialId, ...fields } = values;
  const paper = paperMaterialId?.trim();
  return {
    ...fields,
    paperMaterialId:
      paper === undefined ? undefined : paper === '' ? null : /^\d+$/.test(paper) ? Number(paper) : paper,
  };
}

type RequestField = Exclude<keyof PatchExamRequest, 'status'>;
const REQUEST_FIELD = Object.fromEntries(Object.keys(EMPTY_EXAM).map((key) => [key, key])) as Record<
  keyof ExamFormValues,
  RequestField
>;

/** The request fields that changed since loading: only those are sent (issue 24 §2). */
export const changedExamFields = (loaded: ExamFormValues, now: ExamFormValues) =>
  changedFields(loaded, now, REQUEST_FIELD);
