import { Avatar, Group, Select, Skeleton, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useCurrentCompany } from '@/shared/company/current-company-context';

export const SWITCHER_TEXT = { none: 'Нет компаний', placeholder: 'Выберите компанию' } as const;

export function companyOptionLabel(c: { name: string; currency: string }): string {
  return `${c.name} (${c.currency})`;
}

function Logo({ url, name, size = 20 }: { url?: string | null; name: string; size?: number }) {
  return (
    <Avatar src={url || null} size={size} radius="sm" color="violet" alt={name}>
      <IconBuilding size={size * 0.65} />
    </Avatar>
  );
}

/** Header company switcher (a dropdown at most 300px tall, at least 250px wide). */
export function CompanySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { companies, loading, currentCompany, setCurrentCompany } = useCurrentCompany();

  if (loading)
    return <Skeleton height={36} width={fullWidth ? '100%' : 220} radius="md" data-testid="company-switcher-loading" />;
  if (companies.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="company-switcher-empty">
        {SWITCHER_TEXT.none}
      </Text>
    );
  }

  const byId = new Map(companies.map((c) => [String(c.id), c]));
  return (
    <Select
      aria-label="Текущая компания"
      data-testid="company-switcher"
      placeholder={SWITCHER_TEXT.placeholder}
      data={companies.map((c) => ({ value: String(c.id), label: companyOptionLabel(c) }))}
      value={currentCompany ? String(currentCompany.id) : null}
      onChange={(value) => value && setCurrentCompany(Number(value))}
      allowDeselect={false}
      checkIconPosition="right"
      maxDropdownHeight={300}
      w={fullWidth ? '100%' : 240}
      comboboxProps={{ position: fullWidth ? 'bottom-start' : 'bottom-end', styles: { dropdown: { minWidth: 250 } } }}
      leftSection={currentCompany ? <Logo url={currentCompany.logoUrl} name={currentCompany.name} /> : undefined}
      renderOption={({ option }) => {
        const c = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {c && <Logo url={c.logoUrl} name={c.name} />}
            <Text size="sm" truncate>
              {option.label}
            </Text>
          </Group>
        );
      }}
    />
  );
}
