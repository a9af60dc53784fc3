import { Button, Menu } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { EMPLOYEES } from '../employees.messages';
import { exportPath } from '../import-file';

/** Downloads the staff list in the import template's columns (fields the role hides are empty). */
export function ExportMenu({ companyId }: { companyId: number }) {
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="light" leftSection={<IconFileExport size={16} />}>
          {EMPLOYEES.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={exportPath(companyId, 'xlsx')} download>
          {EMPLOYEES.exportXlsx}
        </Menu.Item>
        <Menu.Item component="a" href={exportPath(companyId, 'csv')} download>
          {EMPLOYEES.exportCsv}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
