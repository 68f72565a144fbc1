import type { Language } from '@emlak/contracts';

/** The invoice page's own texts (the page is the server's, not the web app's). */
export type InvoiceTexts = {
  title: string;
  number: string;
  billedTo: string;
  issuer: string;
  period: string;
  issuedAt: string;
  dueDate: string;
  status: string;
  statuses: Record<1 | 2 | 3, string>;
  draftNotice: string;
  user: string;
  plan: string;
  from: string;
  to: string;
  days: string;
  dailyRate: string;
  lineTotal: string;
  noLines: string;
  total: string;
  paid: string;
  remaining: string;
  payments: string;
  paymentDate: string;
  amount: string;
  reference: string;
  noPayments: string;
  paymentDetails: string;
  paymentInstructions: (reference: string, dueDate: string) => string;
  overdue: (days: number) => string;
  currency: string;
  notes: string;
};

export const invoiceTexts: Record<Language, InvoiceTexts> = {
  az: {
    title: 'Hesab-faktura',
    number: 'Hesab-faktura №',
    billedTo: 'Müştəri',
    issuer: 'Təqdim edən',
    period: 'Dövr',
    issuedAt: 'Verilmə tarixi',
    dueDate: 'Ödəniş müddəti',
    status: 'Status',
    statuses: { 1: 'Layihə', 2: 'Aktiv', 3: 'Bağlı' },
    draftNotice: 'Bu ay hələ bitməyib: məbləğlər ilkin hesablamadır, hesab-faktura hələ verilməyib.',
    user: 'İstifadəçi',
    plan: 'Plan',
    from: 'Başlanğıc',
    to: 'Son gün',
    days: 'Gün',
    dailyRate: 'Gündəlik qiymət',
    lineTotal: 'Məbləğ',
    noLines: 'Bu dövrdə abunəlik yoxdur.',
    total: 'Cəmi',
    paid: 'Ödənilib',
    remaining: 'Qalıq',
    payments: 'Ödənişlər',
    paymentDate: 'Ödəniş tarixi',
    amount: 'Məbləğ',
    reference: 'İstinad',
    noPayments: 'Hələ ödəniş yoxdur.',
    paymentDetails: 'Ödəniş məlumatları',
    paymentInstructions: (reference, dueDate) =>
      `Zəhmət olmasa, qalıq məbləği ${dueDate} tarixinədək ödəyin və ödənişin təyinatında ${reference} istinadını göstərin.`,
    overdue: (days) => `Ödəniş ${days} gün gecikir.`,
    currency: 'AZN',
    notes: 'Qeydlər',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    billedTo: 'Billed to',
    issuer: 'Issued by',
    period: 'Period',
    issuedAt: 'Issued on',
    dueDate: 'Due date',
    status: 'Status',
    statuses: { 1: 'Project', 2: 'Active', 3: 'Closed' },
    draftNotice: 'This month has not ended: the amounts are an estimate and the invoice is not issued yet.',
    user: 'User',
    plan: 'Plan',
    from: 'From',
    to: 'To',
    days: 'Days',
    dailyRate: 'Daily rate',
    lineTotal: 'Amount',
    noLines: 'No subscriptions in this period.',
    total: 'Total',
    paid: 'Paid',
    remaining: 'Remaining',
    payments: 'Payments',
    paymentDate: 'Payment date',
    amount: 'Amount',
    reference: 'Reference',
    noPayments: 'No payments yet.',
    paymentDetails: 'Payment details',
    paymentInstructions: (reference, dueDate) =>
      `Please pay the remaining amount by ${dueDate} and quote the reference ${reference} with your payment.`,
    overdue: (days) => `Payment is ${days} days overdue.`,
    currency: 'AZN',
    notes: 'Notes',
  },
  ru: {
    title: 'Счёт',
    number: 'Счёт №',
    billedTo: 'Плательщик',
    issuer: 'Выставил',
    period: 'Период',
    issuedAt: 'Дата выставления',
    dueDate: 'Срок оплаты',
    status: 'Статус',
    statuses: { 1: 'Проект', 2: 'Активный', 3: 'Закрыт' },
    draftNotice: 'Месяц ещё не закончился: суммы предварительные, счёт ещё не выставлен.',
    user: 'Пользователь',
    plan: 'План',
    from: 'С',
    to: 'По',
    days: 'Дней',
    dailyRate: 'Цена за день',
    lineTotal: 'Сумма',
    noLines: 'В этом периоде подписок нет.',
    total: 'Итого',
    paid: 'Оплачено',
    remaining: 'Остаток',
    payments: 'Платежи',
    paymentDate: 'Дата платежа',
    amount: 'Сумма',
    reference: 'Референс',
    noPayments: 'Платежей пока нет.',
    paymentDetails: 'Реквизиты оплаты',
    paymentInstructions: (reference, dueDate) =>
      `Пожалуйста, оплатите остаток до ${dueDate} и укажите в назначении платежа референс ${reference}.`,
    overdue: (days) => `Оплата просрочена на ${days} дн.`,
    currency: 'AZN',
    notes: 'Примечания',
  },
};

/** The number formats and calendars of the invoice's languages. */
export const invoiceLocales: Record<Language, string> = { az: 'az-AZ', en: 'en-GB', ru: 'ru-RU' };
