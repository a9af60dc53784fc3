import { Avatar, type AvatarProps } from '@mantine/core';
import { fullName, initials } from '../employee-display';

type Person = { firstName: string; lastName: string; photoUrl?: string | null };

/** The photo, or the initials without one. */
export function EmployeeAvatar({ employee, ...props }: { employee: Person } & Omit<AvatarProps, 'src' | 'children'>) {
  return (
    <Avatar src={employee.photoUrl || null} color="violet" radius="xl" alt={fullName(employee)} {...props}>
      {initials(employee)}
    </Avatar>
  );
}
