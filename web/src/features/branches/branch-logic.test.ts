import { describe, expect, it } from 'vitest';
import { branchEmoji, DEFAULT_BRANCH_EMOJI } from './branch-emoji';
import { filterBranches } from './branch-view';
import { toBranchInput } from './components/BranchFormModal';

describe('branchEmoji', () => {
  it.each([
    ['Бишкек', '🏔️'],
    ['г. Бишкек', '🏔️'],
    ['Bishkek', '🏔️'],
    ['Москва', '🏛️'],
    ['МОСКВА', '🏛️'],
    ['Алматы', '🍎'],
    ['Ош', '🌄'],
    ['г. Ош', '🌄'],
    ['Санкт-Петербург', '🌉'],
    ['Астана', '🌆'],
    ['Ташкент', '🕌'],
    ['Каракол', '⛷️'],
  ])('%s → %s', (city, emoji) => {
    expect(branchEmoji(city)).toBe(emoji);
  });

  it('falls back to 🏙️, and reads short names only as whole words', () => {
    expect(DEFAULT_BRANCH_EMOJI).toBe('🏙️');
    expect(branchEmoji('Тверь')).toBe('🏙️');
    expect(branchEmoji('')).toBe('🏙️');
    expect(branchEmoji(null)).toBe('🏙️');
    expect(branchEmoji('Кошкино')).toBe('🏙️');
    expect(branchEmoji('Ошмяны')).toBe('🏙️');
  });
});

describe('filterBranches', () => {
  const list = [
    { id: 1, name: 'Центральный', city: 'Бишкек', address: 'ул. Киевская, 77' },
    { id: 2, name: 'Южный', city: 'Ош', address: null },
    { id: 3, name: 'Склад Ёлки', city: 'Москва', address: 'Тверская, 1' },
  ];
  const ids = (q: string) => filterBranches(list, q).map((b) => b.id);

  it('keeps everything for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('  ')).toEqual([1, 2, 3]);
  });
  it('matches the name, the city or the address, ignoring case and ё', () => {
    expect(ids('южн')).toEqual([2]);
    expect(ids('БИШКЕК')).toEqual([1]);
    expect(ids('киевская')).toEqual([1]);
    expect(ids('елки')).toEqual([3]);
    expect(ids('тверская')).toEqual([3]);
    expect(ids('нигде')).toEqual([]);
  });
});

describe('toBranchInput', () => {
  it('trims and sends an empty address as none', () => {
    expect(toBranchInput({ name: ' Южный ', city: ' Ош ', address: '  ' })).toEqual({
      name: 'Южный',
      city: 'Ош',
      address: null,
    });
  });
});
