import type { AdminMaterial, AdminMaterialList } from '@the-gate/contract/admin-catalogue';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { admin, staffUser } from '../../../../test/staff';
import { createMaterialType } from '../writes';

/**
 * The back office's materials tests (issue 24 §2, §5): an empty catalogue with two material types,
 * a manager and an editor. `listen`: the app answers over HTTP (a checkout through the sandbox).
 */
export async function startAdminMaterialsApp({ listen }: { listen: boolean }) {
  const t = await createTestApp({ seed: false, listen });
  const worksheet = (await createMaterialType(t.db, { name: 'Worksheet' })).id;
  const book = (await createMaterialType(t.db, { name: 'Book' })).id;
  const { token: manager, email: managerEmail } = await staffUser(t, 'manager');
  const { token: editor, email: editorEmail } = await staffUser(t, 'editor');
  return { t, worksheet, book, manager, managerEmail, editor, editorEmail };
}

type Started = { t: TestApp; manager: string; worksheet: number };

/** Requests the materials tests make, bound to the app the file started (read when called). */
export function adminMaterialHelpers(started: () => Started) {
  let serial = 0;
  /** A create request with every required field; `overrides` change or add some. */
  function newMaterial(overrides: Record<string, unknown> = {}) {
    serial += 1;
    return {
      title: `Material ${serial}`,
      description: '<p>Practice.</p>',
      briefDescription: null,
      price: 25,
      isFree: false,
      typeId: started().worksheet,
      tags: [],
      author: null,
      subject: null,
      ...overrides,
    };
  }

  /** Creates a material (a manager by default) and answers its id. */
  async function create(overrides: Record<string, unknown> = {}, token = started().manager) {
    const answer = await admin(started().t, 'POST', '/api/admin/materials', token, newMaterial(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body!.id as number;
  }

  async function adminMaterial(id: number) {
    const answer = await admin(started().t, 'GET', `/api/admin/materials/${id}`, started().manager);
    expect(answer.status).toBe(200);
    return answer.body as unknown as AdminMaterial;
  }

  async function list(query: string) {
    const answer = await admin(started().t, 'GET', `/api/admin/materials?${query}`, started().manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as AdminMaterialList;
  }

  return { newMaterial, create, adminMaterial, list };
}
