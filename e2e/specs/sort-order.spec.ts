import { expect, test } from '@playwright/test';
import { CitiesPage } from '../pages/cities-page';
import { signedInAs } from '../support/fixtures';
import { settle } from '../support/settle';
import { az } from '../support/texts';

// Text sorts follow the language's alphabet (docs/decisions.md "List queries"): in Azerbaijani
// ç, ə, ğ, ı, ö, ş and ü have their own places (a b c ç d e ə f g ğ h x ı i j k q l m n o ö p r s ş
// t u ü v y z), where code-point order would put Şəki and Ücar after Zərdab.
const azerbaijani = new Intl.Collator('az');

test.use({ storageState: signedInAs('agent') });

test('cities sorted by name follow the Azerbaijani alphabet, both ways', async ({ page }) => {
  const cities = new CitiesPage(page);
  await cities.goto();
  await page.getByRole('combobox', { name: az.table.rowsPerPage }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await settle(page);

  const header = cities.table.getByRole('columnheader', { name: az.cities.fields.name, exact: true });
  const column = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  const names = () =>
    cities.table
      .locator('tbody tr')
      .evaluateAll(
        (rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ''),
        column,
      );

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await settle(page);
  const ascending = await names();
  expect(ascending.length).toBeGreaterThan(70);
  expect(ascending).toEqual([...ascending].sort(azerbaijani.compare));
  const at = (name: string) => ascending.indexOf(name);
  expect(at('Sumqayıt')).toBeLessThan(at('Şəki'));
  expect(at('Şəki')).toBeLessThan(at('Tovuz'));
  expect(at('Ucar')).toBeLessThan(at('Zərdab'));

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await settle(page);
  expect(await names()).toEqual([...ascending].reverse());
});
