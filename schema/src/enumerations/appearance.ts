/**
 * How the web shows a declared value: a Mantine palette colour and an icon by name. The contract
 * names icons and never imports them (it bundles without the web's packages); the web maps each
 * name to its Tabler component in one exhaustive map (web/src/shared/icons/declared-icons.ts).
 */

/** Mantine's default palette. */
export type Colour =
  | 'dark'
  | 'gray'
  | 'red'
  | 'pink'
  | 'grape'
  | 'violet'
  | 'indigo'
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange';

/** Every icon a declaration names; a new one is added here and to the web's map. */
export const ICON_NAMES = [
  'alert-triangle',
  'cake',
  'calculator',
  'calendar-event',
  'cash',
  'crown',
  'gift',
  'hammer',
  'info-circle',
  'medal',
  'star',
  'target',
  'trophy',
  'user-edit',
  'user-minus',
  'user-plus',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
