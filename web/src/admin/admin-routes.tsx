import { can, type Permission, type StaffRole } from '@the-gate/contract/staff-rules';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { RouteErrorBoundary } from '@/app/layout/route-error';
import { LoadingState } from '@/components/loading-state';
import { navItemsFor } from './layout/nav-items';
import { adminPaths } from './paths';
import { AdminNotFoundPage } from './routes/not-found-page';

/**
 * A page loaded when it is first opened: the back office's first load carries the frame and the
 * page asked for, not every screen of every kind (issue 24 §6).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const AuditPage = page(() => import('./routes/audit-page'), 'AuditPage');
const BlogPostEditPage = page(() => import('./routes/blog-post-edit-page'), 'BlogPostEditPage');
const BlogPostNewPage = page(() => import('./routes/blog-post-new-page'), 'BlogPostNewPage');
const BlogPostsPage = page(() => import('./routes/blog-posts-page'), 'BlogPostsPage');
const CataloguePage = page(() => import('./routes/catalogue-page'), 'CataloguePage');
const CourseEditPage = page(() => import('./routes/course-edit-page'), 'CourseEditPage');
const CourseNewPage = page(() => import('./routes/course-new-page'), 'CourseNewPage');
const CoursesPage = page(() => import('./routes/courses-page'), 'CoursesPage');
const CustomerPage = page(() => import('./routes/customer-page'), 'CustomerPage');
const CustomersPage = page(() => import('./routes/customers-page'), 'CustomersPage');
const ExamEditPage = page(() => import('./routes/exam-edit-page'), 'ExamEditPage');
const ExamNewPage = page(() => import('./routes/exam-new-page'), 'ExamNewPage');
const ExamsPage = page(() => import('./routes/exams-page'), 'ExamsPage');
const GroupEditPage = page(() => import('./routes/group-edit-page'), 'GroupEditPage');
const GroupNewPage = page(() => import('./routes/group-new-page'), 'GroupNewPage');
const GroupsPage = page(() => import('./routes/groups-page'), 'GroupsPage');
const InboxPage = page(() => import('./routes/inbox-page'), 'InboxPage');
const MaterialEditPage = page(() => import('./routes/material-edit-page'), 'MaterialEditPage');
const MaterialNewPage = page(() => import('./routes/material-new-page'), 'MaterialNewPage');
const PromoCodeEditPage = page(() => import('./routes/promo-code-edit-page'), 'PromoCodeEditPage');
const PromoCodeNewPage = page(() => import('./routes/promo-code-new-page'), 'PromoCodeNewPage');
const PromoCodesPage = page(() => import('./routes/promo-codes-page'), 'PromoCodesPage');
const ReportsPage = page(() => import('./routes/reports-page'), 'ReportsPage');
const MessagePage = page(() => import('./routes/message-page'), 'MessagePage');
const PaymentDetailPage = page(() => import('./routes/payment-detail-page'), 'PaymentDetailPage');
const PaymentsPage = page(() => import('./routes/payments-page'), 'PaymentsPage');
const StaffPage = page(() => import('./routes/staff-page'), 'StaffPage');
const SubscribersPage = page(() => import('./routes/subscribers-page'), 'SubscribersPage');
const TaxonomiesPage = page(() => import('./routes/taxonomies-page'), 'TaxonomiesPage');

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
  { path: adminPaths.promoCodes, permission: 'promo.manage', Screen: PromoCodesPage },
  { path: adminPaths.newPromoCode, permission: 'promo.manage', Screen: PromoCodeNewPage },
  { path: adminPaths.promoCode, permission: 'promo.manage', Screen: PromoCodeEditPage },
  { path: adminPaths.reports, permission: 'reports.read', Screen: ReportsPage },
  // Issue 25 §6: the forms inbox and the newsletter's subscribers.
  { path: adminPaths.inbox, permission: 'inbox.manage', Screen: InboxPage },
  { path: adminPaths.message, permission: 'inbox.manage', Screen: MessagePage },
  { path: adminPaths.subscribers, permission: 'newsletter.manage', Screen: SubscribersPage },
  { path: adminPaths.payments, permission: 'payments.read', Screen: PaymentsPage },
  { path: adminPaths.payment, permission: 'payments.read', Screen: PaymentDetailPage },
  { path: adminPaths.customers, permission: 'customers.read', Screen: CustomersPage },
  { path: adminPaths.customer, permission: 'customers.read', Screen: CustomerPage },
  { path: adminPaths.blogPosts, permission: 'blog.manage', Screen: BlogPostsPage },
  { path: adminPaths.newBlogPost, permission: 'blog.manage', Screen: BlogPostNewPage },
  { path: adminPaths.blogPost, permission: 'blog.manage', Screen: BlogPostEditPage },
];

/**
 * The page for the address, for `role`: a page the role may not open says so (the server refuses
 * its data anyway, issue 24 §1); the start goes to the first section the role may open.
 */
export function AdminRoutes({ role }: { role: StaffRole }) {
  const first = navItemsFor(role)[0];
  const [pathname] = useLocation();
  // A screen that throws, or whose chunk fails to load after a deploy, offers a reload; a new address starts afresh.
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingState label="Loading the page..." />}>
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
      </Suspense>
    </RouteErrorBoundary>
  );
}
