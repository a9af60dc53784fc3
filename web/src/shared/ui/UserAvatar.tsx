import { Avatar, type AvatarProps } from '@mantine/core';

/** The letter shown without a profile image: uppercase first letter of firstName, or 'U'. */
export function avatarLetter(firstName: string | null | undefined): string {
  const first = firstName?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

export function UserAvatar({
  firstName,
  imageUrl,
  ...props
}: { firstName?: string | null; imageUrl?: string | null } & Omit<AvatarProps, 'src' | 'children'>) {
  return (
    <Avatar src={imageUrl || null} color="violet" radius="xl" alt={firstName ?? 'avatar'} {...props}>
      {avatarLetter(firstName)}
    </Avatar>
  );
}
