import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { pluralRu } from '@/shared/format/plural';
import { NoticePanel } from './NoticePanel';

/*
 * The skeleton of a company's card-grid screen (branches, departments): the no-company prompt,
 * a header with the count and the add button, the search box, loading/error/empty states, the
 * grid and a confirmed delete. Each feature brings its texts, filter, card and form dialog, so
 * the screens stay alike by construction rather than by copy.
 */

/** The texts such a screen shows; a feature's `*.messages.ts` object fits as it is. */
export interface CardGridTexts {
  title: string;
  count: readonly [one: string, few: string, many: string];
  add: string;
  search: string;
  searchLabel: string;
  empty: string;
  emptyHint: string;
  nothingFound: string;
  noCompany: string;
  noCompanyHint: string;
  loadError: string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  deleteConfirm: string;
  cancel: string;
}

function Spinner() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

type GateCompany = { id: number };

/**
 * Waits for the current company, or asks for one. The company is passed in (not read from the
 * companies feature) so shared/ depends on no feature. The screen is keyed by the company's id:
 * switching companies starts it afresh (search, open dialog) rather than carrying them over.
 */
export function CompanyGate<C extends GateCompany>({
  company,
  loading,
  texts,
  children,
}: {
  company: C | null;
  loading: boolean;
  texts: Pick<CardGridTexts, 'noCompany' | 'noCompanyHint'>;
  children: (company: C) => ReactNode;
}) {
  if (loading) return <Spinner />;
  if (!company) return <NoticePanel title={texts.noCompany} hint={texts.noCompanyHint} />;
  return <Fragment key={company.id}>{children(company)}</Fragment>;
}

type Item = { id: number; name: string };

export interface CardGridPageProps<T extends Item> {
  texts: CardGridTexts;
  items: T[];
  loading: boolean;
  error: unknown;
  /** Offers the add button (the module's create key). */
  canCreate: boolean;
  filter: (items: readonly T[], query: string) => T[];
  /** Called once the user has confirmed the delete dialog. */
  onDelete: (item: T) => unknown;
  renderCard: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  /** The create (item null) or edit dialog; it is remounted per item so its form starts fresh. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
}

export function CardGridPage<T extends Item>({
  texts,
  items,
  loading,
  error,
  canCreate,
  filter,
  onDelete,
  renderCard,
  renderForm,
}: CardGridPageProps<T>) {
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ item: T | null } | null>(null);
  const shown = filter(items, search);

  const confirmDelete = (item: T) =>
    modals.openConfirmModal({
      title: texts.deleteTitle,
      children: <Text size="sm">{texts.deleteText(item.name)}</Text>,
      labels: { confirm: texts.deleteConfirm, cancel: texts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDelete(item),
    });

  if (loading) return <Spinner />;
  // A failed refetch keeps the rows already shown; only a list never loaded gives way to the error.
  if (error && items.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={texts.loadError} maw={560}>
        {errorMessage(error, texts.loadError)}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" align="baseline">
          <Title order={2} size="h3">
            {texts.title}
          </Title>
          <Text c="dimmed" size="sm">
            {items.length} {pluralRu(items.length, texts.count)}
          </Text>
        </Group>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ item: null })}>
            {texts.add}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={texts.searchLabel}
        placeholder={texts.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />

      {shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={3}>{items.length === 0 ? texts.empty : texts.nothingFound}</Title>
          {items.length === 0 && canCreate && (
            <Text c="dimmed" mt="xs">
              {texts.emptyHint}
            </Text>
          )}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((item) => (
            <Fragment key={item.id}>
              {renderCard(item, { onEdit: () => setForm({ item }), onDelete: () => confirmDelete(item) })}
            </Fragment>
          ))}
        </SimpleGrid>
      )}

      {form && <Fragment key={form.item?.id ?? 'new'}>{renderForm(form.item, () => setForm(null))}</Fragment>}
    </Stack>
  );
}
