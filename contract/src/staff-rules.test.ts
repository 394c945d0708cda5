import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, parseStaffRole, STAFF_ROLES } from './staff-rules';

/** Issue 24 §1: the permission table, as the server enforces it and the web reads it. */
describe('the staff permission table', () => {
  it('lets an owner do everything, a customer nothing', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('owner', permission), permission).toBe(true);
      expect(can(null, permission), permission).toBe(false);
    }
  });

  it('keeps staff and the audit log to owners, and prices and publishing away from editors', () => {
    expect(can('manager', 'staff.manage')).toBe(false);
    expect(can('manager', 'audit.read')).toBe(false);
    expect(can('manager', 'catalogue.publish')).toBe(true);
    expect(can('editor', 'catalogue.edit')).toBe(true);
    expect(can('editor', 'catalogue.manage')).toBe(false);
    expect(can('editor', 'catalogue.publish')).toBe(false);
    expect(can('editor', 'catalogue.export')).toBe(false);
  });

  it('issue 25: money, customers and messages are for managers and owners; editors run the blog', () => {
    for (const permission of [
      'payments.read',
      'payments.refund',
      'customers.read',
      'customers.manage',
      'promo.manage',
      'inbox.manage',
      'newsletter.manage',
      'reports.read',
    ] as const) {
      expect(can('manager', permission), permission).toBe(true);
      expect(can('editor', permission), permission).toBe(false);
    }
    expect(can('editor', 'blog.manage')).toBe(true);
  });

  it('reads a role from text only when it is one', () => {
    expect(STAFF_ROLES.map(parseStaffRole)).toEqual(['owner', 'manager', 'editor']);
    expect(parseStaffRole('Owner')).toBeNull();
    expect(parseStaffRole('admin')).toBeNull();
    expect(parseStaffRole(3)).toBeNull();
  });
});
