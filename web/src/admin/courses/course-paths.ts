import { adminPaths } from '../paths';

/** A teacher course's edit page in the back office (adminPaths.course with its id). */
export const coursePagePath = (id: number | string) => adminPaths.course.replace(':id', encodeURIComponent(String(id)));
