import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { TEMPLATES } from '../rule-templates.messages';

/**
 * A searchable choice of departments or employees. A company may have thousands of employees,
 * so the dropdown shows the first 100 matches of what is typed.
 */
export function IdsMultiSelect(props: MultiSelectProps) {
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      limit={100}
      nothingFoundMessage={TEMPLATES.nothingFound}
      {...props}
    />
  );
}
