import { expect, test, type Page } from '@playwright/test';
import { AuditPage } from '../pages/audit-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs, stateWith } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az, fill } from '../support/texts';

test.use({ storageState: signedInAs('admin') });

/** Calls the API from a signed-in page, with its token and device id, as the web app does. */
const callApi = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(/(?:^|; )accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const device = localStorage.getItem('app_device_id') ?? '';
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Device-Id': device,
          'Device-Id': device,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );

test('an Admin opens the audit log and sees the changes an agent made', async ({ page, browser }) => {
  // The agent files a contact and renames it: two entries of the Admin's organization.
  const agent = await browser.newContext({ storageState: stateWith('agent') });
  const agentPage = await agent.newPage();
  await agentPage.goto('/dashboard');
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const created = await callApi(agentPage, 'POST', '/contacts', {
    ownerName: 'E2E Audit',
    phone1: `+99477${digits}`,
  });
  expect(created.status).toBe(201);
  const id = Number(created.body.id);
  const updated = await callApi(agentPage, 'PUT', `/contacts/${id}`, {
    ownerName: 'E2E Audit (renamed)',
    phone1: `+99477${digits}`,
    version: created.body.version,
  });
  expect(updated.status).toBe(200);
  await agent.close();

  const audit = new AuditPage(page);
  await audit.goto();
  await audit.showRows(50);
  await expectNoSeriousViolations(page, '/audit table');
  const idCell = page.getByRole('cell', { name: String(id), exact: true });
  const row = audit.row(az.audit.actions.contact.updated).filter({ has: idCell });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Leyla Həsənova');
  await row
    .getByRole('button', { name: fill(az.audit.showChanges, { action: az.audit.actions.contact.updated }) })
    .click();
  const dialog = audit.dialog(new RegExp(az.audit.actions.contact.updated));
  const change = dialog.getByRole('row').filter({ hasText: 'ownerName' });
  await expect(change).toContainText('E2E Audit');
  await expect(change).toContainText('E2E Audit (renamed)');
  await animationsDone(page);
  await expectNoSeriousViolations(page, '/audit changes dialog');
  await dialog.getByRole('button', { name: az.common.close }).click();

  const creation = audit.row(az.audit.actions.contact.created).filter({ has: idCell });
  await expect(creation).toHaveCount(1);
});

test.describe('as the SuperAdmin', () => {
  test.use({ storageState: signedInAs('superadmin') });

  test('sees every organization, with its name', async ({ page }) => {
    const audit = new AuditPage(page);
    await audit.goto();
    await expect(
      audit.table.getByRole('columnheader', { name: az.audit.fields.organizationName }),
    ).toBeVisible();
  });
});
