/**
 * What one owner's integrity checks found in a company's records: how many records they looked at
 * and one Russian sentence per problem, naming the record. The data protection screen lists them.
 */
export interface IntegrityPart {
  checked: number;
  issues: string[];
}

const amountFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A decimal string exactly (Intl formats the string itself, no float in between), digits grouped by plain spaces. */
export const ruAmount = (value: string) =>
  amountFormat.format(value as unknown as number).replace(/[\u00a0\u202f]/g, ' ');

/** «Фамилия Имя» (№ id): how an issue names an employee. */
export const personLabel = (p: { id: number; firstName: string; lastName: string }) =>
  `«${p.lastName} ${p.firstName}» (№ ${p.id})`;
