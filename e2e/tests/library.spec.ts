import { expectNoSeriousA11yViolations } from '../support/axe';
import { buyThroughSandbox, signedInBuyer } from '../support/buyer';
import { expect, test } from '../support/fixtures';

type Material = { id: number; title: string; price: number; isFree: boolean; pages: number | null };
type Course = { id: number; title: string; price: number; lessons: { title: string }[] };

test('a buyer finds a paid material in My Materials, downloads it and reads it in the browser (MM-02..16, issue 9 §3)', async ({
  page,
  request,
}, testInfo) => {
  const materials = (await (await request.get('/api/materials?isStandalone=true')).json()) as Material[];
  const bought = materials.find((m) => !m.isFree && m.price > 0 && (m.pages ?? 0) >= 2)!;
  const buyer = await signedInBuyer(page, request, `lib${testInfo.project.name}`);
  await buyThroughSandbox(request, buyer.token, [{ itemType: 'Material', itemId: bought.id, quantity: 1 }]);

  await page.goto('/my-materials');
  const card = page.getByRole('article', { name: bought.title });
  await expect(card).toBeVisible();
  await expect(page).toHaveTitle('My Materials | The Gate');
  await expectNoSeriousA11yViolations(page);

  const download = card.getByRole('link', { name: `Download: ${bought.title}` });
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await download.click();
  await expect(page.getByText('Download started')).toBeVisible();

  // The reader opens in a new tab and carries this tab's sign-in (no "Remember me").
  const [reader] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: `View on Application: ${bought.title}` }).click(),
  ]);
  await expect(reader).toHaveURL(new RegExp(`/reader/${bought.id}$`));
  // The toolbar's page indicator (the PDF's own footer says "Page n of m" too, in its text layer).
  const indicator = reader.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ });
  await expect(indicator).toHaveText(/^Page 1 of \d+$/, { timeout: 15_000 });
  await reader.getByRole('button', { name: 'Next page' }).click();
  await expect(indicator).toHaveText(/^Page 2 of \d+$/);
  await expectNoSeriousA11yViolations(reader);
  await reader.close();
});

test('a buyer opens a bought course, downloads a lesson zip and keeps lesson progress over a reload (MC-04, CD-07..13, issue 9 §7)', async ({
  page,
  request,
}, testInfo) => {
  const courses = (await (await request.get('/api/teacher-courses')).json()) as Course[];
  const course = courses.find((c) => c.lessons.length >= 2)!;
  const buyer = await signedInBuyer(page, request, `course${testInfo.project.name}`);
  await buyThroughSandbox(request, buyer.token, [{ itemType: 'Course', itemId: course.id, quantity: 1 }]);

  await page.goto('/my-courses');
  await expect(page.getByText('Showing 1 of 1 courses')).toBeVisible();
  await expect(page.getByText(`0 of ${course.lessons.length} lessons completed`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `View Course: ${course.title}` }).click();

  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
  await expect(page.getByText(`Course Lessons (${course.lessons.length})`)).toBeVisible();
  const files = page.getByRole('link', { name: 'Download Files' });
  await expect(files).toBeVisible();
  const [zip] = await Promise.all([page.waitForEvent('download'), files.click()]);
  // Named after the lesson, less the characters file systems refuse (the server's rule).
  const fileName = course.lessons[0]!.title.replace(/[\p{Cc}/\\:*?"<>|]+/gu, '').trim();
  expect(zip.suggestedFilename()).toBe(`${fileName}.zip`);

  await page.getByRole('button', { name: 'Mark as complete', exact: true }).click();
  // Done, the button says so (issue 23 §7).
  const completed = page.getByRole('button', { name: 'Completed', exact: true });
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Mark as complete', exact: true })).toHaveCount(0);
  await expect(page.getByText(`1 of ${course.lessons.length} lessons completed`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  // A second press only asks; undoing is its own, named action (issue 23 §7).
  await completed.click();
  const question = page.getByRole('group', { name: 'Mark this lesson as not complete?' });
  await expect(question.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-courses');
  await expect(page.getByText(`1 of ${course.lessons.length} lessons completed`)).toBeVisible();
});
