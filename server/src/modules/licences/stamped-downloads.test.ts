import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PaymentCartItem } from '@the-gate/contract/payments';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, onSite, request, userIdOf } from '../../../test/learning';
import { localFiles } from '../../../test/local-files';
import { demoItems } from '../../../test/payments';
import { staffUser } from '../../../test/staff';
import { aFile, putForm } from '../../../test/uploads';
import { makePdf } from '../../lib/assets/pdf';
import { readPdf } from '../../lib/stamping/test-files';

/**
 * Paid files go out stamped for the person downloading them (issue 27 §1): over HTTP, with the real
 * worker pool, for a buyer, a seat holder and a learner of a paid course; free files as they are.
 */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

type Person = { token: string; email: string; id: string; name: string };
async function person(overrides: Record<string, unknown> = {}): Promise<Person> {
  const account = await registeredUser(t, overrides);
  const id = await userIdOf(t, account.token);
  return { token: account.token, email: account.email, id, name: `${account.firstName} ${account.lastName}` };
}

async function post(url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
  return response.json();
}

/** The person's own library link to a material, fetched as a browser would. */
async function download(owner: Person, materialId: number) {
  const library = (await request(t, 'GET', '/api/materials/me', owner.token)).json();
  const entry = library.find((m: { id: number }) => m.id === materialId);
  const response = await fetch(onSite(t, entry.filePath));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const pagesText = async (bytes: Uint8Array) => (await readPdf(bytes)).map((page) => page.text);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('stamped downloads (issue 27 §1)', () => {
  it("the buyer's copy carries their name, e-mail, the payment and the licence on every page", async () => {
    const buyer = await person();
    await buy(t, buyer.token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 2 }]);
    const [licence] = (await request(t, 'GET', '/api/licences', buyer.token)).json();
    const pages = await pagesText(await download(buyer, items.paid.id));
    expect(pages.length).toBeGreaterThan(0);
    const line = `Licensed to ${buyer.name} · ${buyer.email} · ${licence.paymentReference} · Licence ${licence.id} · thegate`;
    for (const text of pages) expect(text).toContain(line);
    // Kept: the second download is the same copy, byte for byte.
    expect(await download(buyer, items.paid.id)).toEqual(await download(buyer, items.paid.id));
  });

  it('a payment of several lines names the licence of the very material downloaded', async () => {
    const buyer = await person();
    await buy(t, buyer.token, [
      { itemType: 'Material', itemId: items.paid.id, quantity: 2 },
      { itemType: 'Material', itemId: items.paid2.id, quantity: 1 },
    ]);
    const licences = (await request(t, 'GET', '/api/licences', buyer.token)).json();
    for (const materialId of [items.paid.id, items.paid2.id]) {
      const licence = licences.find((l: { itemId: number }) => l.itemId === materialId);
      const [first] = await pagesText(await download(buyer, materialId));
      expect(first).toContain(`${licence.paymentReference} · Licence ${licence.id} · thegate`);
    }
  });

  it("a seat holder's copy carries their own name, Arabic shaped, and says whose licence it is", async () => {
    const buyer = await person();
    await buy(t, buyer.token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 2 }]);
    const [licence] = (await request(t, 'GET', '/api/licences', buyer.token)).json();
    const holder = await person({ firstName: 'منى', lastName: 'حسن' });
    const { seatId } = await post(`/api/licences/${licence.id}/seats`, buyer.token, { email: holder.email });
    await post(`/api/licences/invitations/${seatId}/accept`, holder.token);
    const pages = await pagesText(await download(holder, items.paid.id));
    for (const text of pages) {
      expect(text).toContain('منى حسن');
      expect(text).toContain(holder.email);
      expect(text).toContain(`Licence ${licence.id} licensed via ${buyer.name}`);
      expect(text).not.toContain(buyer.email);
    }
  });

  it('a free material is the same file for everyone, unstamped', async () => {
    const response = await fetch(`${t.config.publicUrl}/api/materials/${items.free.id}/download`);
    const text = (await pagesText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).not.toContain('Licensed to');
  });

  it("a paid course's lesson zip comes with each PDF in it stamped for the learner", async () => {
    const learner = await person();
    const course: PaymentCartItem = { itemType: 'Course', itemId: items.course.id, quantity: 1 };
    await buy(t, learner.token, [course]);
    const lessons = (await request(t, 'GET', `/api/courses/${items.course.id}/lessons`, learner.token)).json();
    const withFiles = lessons.lessons.find((lesson: { documentUrl: string | null }) => lesson.documentUrl);
    const response = await fetch(onSite(t, withFiles.documentUrl));
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const pdfs = Object.entries(entries).filter(([name]) => name.toLowerCase().endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const [, bytes] of pdfs) {
      for (const text of await pagesText(bytes))
        expect(text).toContain(`Licensed to ${learner.name} · ${learner.email}`);
    }
  });

  it('a file replaced in the back office is stamped afresh, and the old copies are deleted', async () => {
    const buyer = await person();
    await buy(t, buyer.token, [{ itemType: 'Material', itemId: items.paid2.id, quantity: 1 }]);
    const before = await pagesText(await download(buyer, items.paid2.id));
    const stampedDir = path.join(localFiles(t).privateDir, 'stamped');
    const copiesBefore = await readdir(stampedDir, { recursive: true });
    expect(copiesBefore.some((name) => name.includes(buyer.id))).toBe(true);

    const manager = await staffUser(t, 'manager');
    const replacement = await makePdf({
      title: 'New edition',
      paragraphs: ['The second edition, page one.'],
      pages: 3,
    });
    const put = await putForm(
      t,
      `/api/admin/materials/${items.paid2.id}/file`,
      manager.token,
      aFile(replacement, 'edition.pdf', 'application/pdf'),
    );
    expect(put.status).toBe(200);
    const after = await pagesText(await download(buyer, items.paid2.id));
    expect(after).toHaveLength(3);
    expect(after.join('\n')).toContain('The second edition, page one.');
    expect(after.join('\n')).not.toBe(before.join('\n'));
    for (const text of after) expect(text).toContain(buyer.email);
    // One folder of copies per source file: the old file's is gone, the new one's holds this copy.
    const folders = (await readdir(stampedDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    const holding: string[] = [];
    for (const folder of folders) {
      const inside = await readdir(path.join(stampedDir, folder.name));
      if (inside.includes(buyer.id)) holding.push(folder.name);
    }
    expect(holding).toHaveLength(1);
    expect(copiesBefore.some((name) => name.startsWith(holding[0]!))).toBe(false);
  });
});
