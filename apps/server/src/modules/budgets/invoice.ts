import type { BudgetDetail, Language } from '@emlak/contracts';
import { invoiceLocales, invoiceTexts } from './invoice-texts';

/**
 * What the invoice page's Content-Security-Policy allows: its own inline style element and
 * nothing else (no script, no image, no request, no frame, no form).
 */
export const INVOICE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The number an invoice is quoted by: its period and the budget's id. */
export const invoiceNumber = (budget: Pick<BudgetDetail, 'id' | 'periodDescription'>) =>
  `${budget.periodDescription}-${String(budget.id).padStart(6, '0')}`;

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 0; background: #f3f4f6; }
  main { max-width: 210mm; margin: 24px auto; background: #fff; padding: 18mm 16mm; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  header { display: flex; justify-content: space-between; gap: 24px; border-bottom: 2px solid #1b1f24; padding-bottom: 12px; }
  h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: .02em; }
  h2 { font-size: 15px; margin: 24px 0 8px; text-transform: uppercase; letter-spacing: .06em; color: #4b5563; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 8px; border-bottom: 1px solid #d1d5db; text-align: left; vertical-align: top; }
  th { font-size: 12px; color: #4b5563; text-transform: uppercase; letter-spacing: .04em; }
  td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .muted { color: #6b7280; font-size: 12px; }
  .notice { border: 1px solid #d97706; background: #fffbeb; padding: 8px 12px; margin-top: 16px; }
  .overdue { color: #b91c1c; font-weight: 600; }
  .totals { margin-left: auto; margin-top: 12px; width: auto; min-width: 50%; }
  .totals th { text-transform: none; font-size: 14px; color: #1b1f24; }
  .totals tr.grand td, .totals tr.grand th { font-size: 16px; font-weight: 700; border-top: 2px solid #1b1f24; }
  @page { size: A4; margin: 14mm; }
  @media print {
    body { background: #fff; }
    main { margin: 0; padding: 0; box-shadow: none; max-width: none; }
    tr { break-inside: avoid; }
  }
`;

/**
 * The budget as a printable invoice page in the given language: every value escaped, amounts and
 * dates in the language's format, no script. A browser prints it to PDF. A line's period is shown
 * with its last day (the stored end date is the first day it no longer covers).
 */
export const renderInvoice = (budget: BudgetDetail, language: Language, issuer: string): string => {
  const t = invoiceTexts[language];
  const locale = invoiceLocales[language];
  const e = escapeHtml;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rate = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  // Intl formats a decimal string exactly (no detour through a float).
  const amount = (value: string) => `${number.format(value as unknown as number)} ${t.currency}`;
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string, addDays = 0) =>
    dayFormat.format(new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + addDays * 86_400_000));
  const moment = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Baku' }).format(new Date(value));
  const period = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${budget.periodStart}T00:00:00Z`),
  );
  const reference = invoiceNumber(budget);
  const status = t.statuses[budget.status as 1 | 2 | 3] ?? String(budget.status);

  const lines =
    budget.lineItems.length === 0
      ? `<tr><td colspan="7" class="muted">${e(t.noLines)}</td></tr>`
      : budget.lineItems
          .map(
            (line) => `<tr>
        <td>${e(line.userName)}<div class="muted">${e(line.userEmail)}</div></td>
        <td>${e(line.description ?? line.subscriptionPlanName)}</td>
        <td>${e(day(line.startDate))}</td>
        <td>${e(day(line.endDate, -1))}</td>
        <td class="n">${e(String(line.daysUsed))}</td>
        <td class="n">${e(rate.format(line.dailyRate as unknown as number))}</td>
        <td class="n">${e(amount(line.lineTotal))}</td>
      </tr>`,
          )
          .join('');
  const payments =
    budget.payments.length === 0
      ? `<p class="muted">${e(t.noPayments)}</p>`
      : `<table><thead><tr><th>${e(t.paymentDate)}</th><th>${e(t.reference)}</th><th class="n">${e(t.amount)}</th></tr></thead><tbody>${budget.payments
          .map(
            (payment) =>
              `<tr><td>${e(day(payment.paidDate))}</td><td>${e(payment.paymentReference ?? '')}</td><td class="n">${e(amount(payment.amount))}</td></tr>`,
          )
          .join('')}</tbody></table>`;

  return `<!doctype html>
<html lang="${e(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${t.title} ${reference} — ${budget.organizationName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <header>
    <div>
      <h1>${e(t.title)}</h1>
      <div>${e(t.number)} <strong>${e(reference)}</strong></div>
    </div>
    <dl>
      <dt>${e(t.issuer)}</dt><dd>${e(issuer)}</dd>
      <dt>${e(t.billedTo)}</dt><dd>${e(budget.organizationName)}</dd>
      <dt>${e(t.period)}</dt><dd>${e(period)} (${e(day(budget.periodStart))} – ${e(day(budget.periodEnd))})</dd>
      ${budget.issuedAt ? `<dt>${e(t.issuedAt)}</dt><dd>${e(moment(budget.issuedAt))}</dd>` : ''}
      <dt>${e(t.dueDate)}</dt><dd>${e(day(budget.dueDate))}</dd>
      <dt>${e(t.status)}</dt><dd>${e(status)}</dd>
    </dl>
  </header>
  ${budget.status === 1 ? `<p class="notice">${e(t.draftNotice)}</p>` : ''}
  ${budget.isOverdue ? `<p class="overdue">${e(t.overdue(budget.daysOverdue))}</p>` : ''}
  <table>
    <thead><tr>
      <th>${e(t.user)}</th><th>${e(t.plan)}</th><th>${e(t.from)}</th><th>${e(t.to)}</th>
      <th class="n">${e(t.days)}</th><th class="n">${e(t.dailyRate)}</th><th class="n">${e(t.lineTotal)}</th>
    </tr></thead>
    <tbody>${lines}</tbody>
  </table>
  <table class="totals">
    <tr class="grand"><th>${e(t.total)}</th><td class="n">${e(amount(budget.totalCost))}</td></tr>
    <tr><th>${e(t.paid)}</th><td class="n">${e(amount(budget.paidAmount))}</td></tr>
    <tr><th>${e(t.remaining)}</th><td class="n">${e(amount(budget.remainingAmount))}</td></tr>
  </table>
  <h2>${e(t.payments)}</h2>
  ${payments}
  <h2>${e(t.paymentDetails)}</h2>
  <p>${e(t.paymentInstructions(reference, day(budget.dueDate)))}</p>
  ${budget.notes ? `<h2>${e(t.notes)}</h2><p>${e(budget.notes)}</p>` : ''}
</main>
</body>
</html>`;
};
