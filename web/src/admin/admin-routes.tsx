import { can, type Permission, type StaffRole } from '@the-gate/contract/staff-rules';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { navItemsFor } from './layout/nav-items';
import { adminPaths } from './paths';
import { AuditPage } from './routes/audit-page';
import { CataloguePage } from './routes/catalogue-page';
import { CourseEditPage } from './routes/course-edit-page';
import { CourseNewPage } from './routes/course-new-page';
import { CoursesPage } from './routes/courses-page';
import { ExamEditPage } from './routes/exam-edit-page';
import { ExamNewPage } from './routes/exam-new-page';
import { ExamsPage } from './routes/exams-page';
import { GroupEditPage } from './routes/group-edit-page';
import { GroupNewPage } from './routes/group-new-page';
import { GroupsPage } from './routes/groups-page';
import { MaterialEditPage } from './routes/material-edit-page';
import { MaterialNewPage } from './routes/material-new-page';
import { AdminNotFoundPage } from './routes/not-found-page';
import { StaffPage } from './routes/staff-page';
import { TaxonomiesPage } from './routes/taxonomies-page';

/** The back office's own route table, below /admin; each page with the permission it needs. */
const PAGES: readonly { path: string; permission: Permission; Screen: ComponentType }[] = [
  { path: adminPaths.staff, permission: 'staff.manage', Screen: StaffPage },
  { path: adminPaths.audit, permission: 'audit.read', Screen: AuditPage },
  { path: adminPaths.catalogue, permission: 'catalogue.read', Screen: CataloguePage },
  { path: adminPaths.taxonomies, permission: 'catalogue.read', Screen: TaxonomiesPage },
  // Before the edit page: "new" is not an id.
  { path: adminPaths.newMaterial, permission: 'catalogue.manage', Screen: MaterialNewPage },
  { path: adminPaths.material, permission: 'catalogue.read', Screen: MaterialEditPage },
  { path: adminPaths.groups, permission: 'catalogue.read', Screen: GroupsPage },
  { path: adminPaths.newGroup, permission: 'catalogue.manage', Screen: GroupNewPage },
  { path: adminPaths.group, permission: 'catalogue.read', Screen: GroupEditPage },
  { path: adminPaths.exams, permission: 'catalogue.read', Screen: ExamsPage },
  { path: adminPaths.newExam, permission: 'catalogue.manage', Screen: ExamNewPage },
  { path: adminPaths.exam, permission: 'catalogue.read', Screen: ExamEditPage },
  { path: adminPaths.courses, permission: 'catalogue.read', Screen: CoursesPage },
  { path: adminPaths.newCourse, permission: 'catalogue.manage', Screen: CourseNewPage },
  { path: adminPaths.course, permission: 'catalogue.read', Screen: CourseEditPage },
];

/**
 * The page for the address, for `role`: a page the role may not open says so (the server refuses
 * its data anyway, issue 24 §1); the start goes to the first section the role may open.
 */
export function AdminRoutes({ role }: { role: StaffRole }) {
  const first = navItemsFor(role)[0];
  return (
    <Switch>
      {PAGES.map(({ path, permission, Screen }) => (
        <Route key={path} path={path}>
          {can(role, permission) ? <Screen /> : <AdminNotFoundPage forbidden />}
        </Route>
      ))}
      <Route path={adminPaths.home}>
        {first ? <Redirect to={first.to} replace /> : <AdminNotFoundPage forbidden />}
      </Route>
      <Route>
        <AdminNotFoundPage />
      </Route>
    </Switch>
  );
}
