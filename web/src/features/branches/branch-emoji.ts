/**
 * The card's icon, chosen by keywords in the city. Names are matched as words, so
 * "г. Ош" is Osh but "Кошкино" is not; Latin spellings count too.
 */
const CITIES: [string[], string][] = [
  [['бишкек', 'bishkek'], '🏔️'],
  [['москва', 'moscow', 'moskva'], '🏛️'],
  [['алматы', 'алма-ата', 'almaty'], '🍎'],
  [['ош', 'osh'], '🌄'],
  [['санкт-петербург', 'петербург', 'спб', 'saint petersburg', 'st. petersburg'], '🌉'],
  [['астана', 'нур-султан', 'astana'], '🌆'],
  [['ташкент', 'tashkent', 'самарканд', 'samarkand', 'бухара'], '🕌'],
  [['каракол', 'karakol'], '⛷️'],
  [['чолпон-ата', 'cholpon-ata', 'балыкчы', 'иссык-куль'], '🏖️'],
  [['джалал-абад', 'жалал-абад', 'jalal-abad'], '🌰'],
  [['нарын', 'naryn'], '🐎'],
  [['сочи', 'sochi'], '🌴'],
  [['казань', 'kazan'], '🏰'],
  [['новосибирск', 'novosibirsk'], '❄️'],
  [['душанбе', 'dushanbe'], '⛰️'],
];

export const DEFAULT_BRANCH_EMOJI = '🏙️';

const normalise = (s: string) =>
  ` ${s
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9-]+/g, ' ')} `;

export function branchEmoji(city: string | null | undefined): string {
  const text = normalise(city ?? '');
  return CITIES.find(([names]) => names.some((n) => text.includes(normalise(n))))?.[1] ?? DEFAULT_BRANCH_EMOJI;
}
