import { expect, test } from '@playwright/test';
import { ContactsPage } from '../pages/contacts-page';
import { expectNoSeriousViolations } from '../support/axe';
import { signedInAs } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { az, fill } from '../support/texts';

test.use({ storageState: signedInAs('agent') });

/** A mobile number no seeded contact has: 099 and seven digits from the clock. */
const freshNumber = () => {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return {
    typed: `099 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    other: `+99499${digits}`,
    shown: `+994 99 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
  };
};

test('an agent creates, edits, finds by a differently written phone and deletes a contact', async ({
  page,
}) => {
  const contacts = new ContactsPage(page);
  const name = `E2E Kontakt ${Date.now().toString(36)}`;
  const phone = freshNumber();
  await contacts.goto();
  await expectNoSeriousViolations(page, '/contacts table');

  await contacts.addButton.click();
  await expect(contacts.field('ownerName')).toBeFocused();
  await animationsDone(page);
  await expectNoSeriousViolations(page, '/contacts form');
  await contacts.field('ownerName').fill(name);
  await contacts.field('phone1').fill(phone.typed);
  await contacts.field('email').fill('e2e.contact@example.az');
  await contacts.panel(az.contacts.createTitle).getByRole('button', { name: az.forms.create }).click();
  await expect(contacts.toast(az.contacts.created)).toBeVisible();

  await contacts.search.fill(name);
  const row = contacts.row(name);
  await expect(row).toHaveCount(1);
  await expect(
    row.getByRole('link', { name: fill(az.contacts.call, { phone: phone.shown }) }),
  ).toHaveAttribute('href', `tel:${phone.other}`);

  await row.getByRole('button', { name: fill(az.contacts.edit, { name }) }).click();
  await expect(contacts.field('phone1')).toHaveValue(phone.shown);
  await expect(contacts.field('ownerName')).toBeFocused();
  const renamed = `${name} (yeni)`;
  await contacts.field('ownerName').fill(renamed);
  await contacts.field('phone2').fill('012 498 77 66');
  await contacts.panel(az.contacts.editTitle).getByRole('button', { name: az.forms.save }).click();
  await expect(contacts.toast(az.contacts.updated)).toBeVisible();

  // The name search off, the phone search on, typed the other way: +994..., no spaces.
  await contacts.search.fill('');
  await contacts.phoneSearch.fill(phone.other);
  const found = contacts.row(renamed);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('+994 12 498 77 66');
  await expect(contacts.table.locator('tbody tr')).toHaveCount(1);

  await found.getByRole('button', { name: fill(az.contacts.delete, { name: renamed }) }).click();
  const dialog = contacts.dialog(az.contacts.deleteTitle);
  await animationsDone(page);
  await expectNoSeriousViolations(page, '/contacts delete dialog');
  await dialog.getByRole('button', { name: az.forms.delete }).click();
  await expect(contacts.toast(az.contacts.deleted)).toBeVisible();
  await expect(found).toHaveCount(0);
});

test('a phone already in the book is refused under its field', async ({ page }) => {
  const contacts = new ContactsPage(page);
  const phone = freshNumber();
  await contacts.goto();
  await contacts.addButton.click();
  await expect(contacts.field('ownerName')).toBeFocused();
  await contacts.field('ownerName').fill('E2E Dublikat');
  await contacts.field('phone1').fill(phone.typed);
  await contacts.field('phone2').fill(phone.other);
  await contacts.panel(az.contacts.createTitle).getByRole('button', { name: az.forms.create }).click();
  await expect(contacts.field('phone2')).toHaveAttribute('aria-invalid', 'true');
  await expect(contacts.toast(az.contacts.created)).toHaveCount(0);
});
