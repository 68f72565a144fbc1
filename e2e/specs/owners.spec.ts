import { expect, test } from '@playwright/test';
import { OwnersPage } from '../pages/owners-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az, fill } from '../support/texts';

test.use({ storageState: signedInAs('agent') });

test("an agent opens an owner's announcements and saves the owner to contacts", async ({ page }) => {
  const owners = new OwnersPage(page);
  await owners.goto();
  await expectNoSeriousViolations(page, '/owners table');

  // The first owner has the most listings.
  const view = owners.viewButtons().first();
  const viewLabel = (await view.getAttribute('aria-label')) ?? '';
  const name = viewLabel.replace(/^Elanlar: /, '');
  await view.click();
  const dialog = owners.dialog(fill(az.owners.announcementsTitle, { name }));
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  // Prices with the manat sign, without ",00" on whole amounts.
  await expect(dialog).toContainText('₼');
  const source = dialog.getByRole('link', { name: new RegExp(az.owners.openSource) }).first();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await animationsDone(page);
  await expectNoSeriousViolations(page, '/owners announcements dialog');
  await dialog.getByRole('button', { name: az.common.close }).click();
  await expect(dialog).toBeHidden();

  const save = owners.enabledSaveButtons().first();
  const saveLabel = (await save.getAttribute('aria-label')) ?? '';
  await save.click();
  const saveDialog = owners.dialog(az.owners.saveTitle);
  const nameField = saveDialog.getByRole('textbox', { name: az.owners.saveName });
  if (!(await nameField.inputValue())) await nameField.fill('E2E Mülk sahibi');
  const savedName = await nameField.inputValue();
  await animationsDone(page);
  await expectNoSeriousViolations(page, '/owners save dialog');
  await saveDialog.getByRole('button', { name: az.owners.save }).click();
  await expect(page.getByText(fill(az.owners.saved, { name: savedName }))).toBeVisible();
  // The owner is in the contact book now: saving again is off.
  await expect(owners.table.getByRole('button', { name: saveLabel })).toBeDisabled();
});
