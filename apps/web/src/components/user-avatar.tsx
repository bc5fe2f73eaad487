import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { portal } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'sx'> {
  /** The profile picture's file id; initials show without one, while it loads, or when it cannot be read. */
  fileId: string | null | undefined;
  initials: string;
  size: number;
}

/** GET {portal}/profile-pictures/{fileId}: the picture needs the bearer token, so it comes as a blob. */
function getProfilePicture(fileId: string): Promise<Blob> {
  return portal.download('/profile-pictures/:fileId', { params: { fileId } });
}

/** A person's profile picture, or their initials: top bar, note cards and mention lists. */
export function UserAvatar({ fileId, initials, size, ...rest }: UserAvatarProps) {
  const picture = useQuery({
    queryKey: queryKeys.profilePictures.file(fileId ?? ''),
    queryFn: () => getProfilePicture(fileId!),
    enabled: !!fileId,
    // A file id names one picture forever: a new picture gets a new id.
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!picture.data || !fileId) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(picture.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [picture.data, fileId]);

  return (
    <Avatar src={url} alt="" sx={{ width: size, height: size, fontSize: Math.round(size * 0.4), fontWeight: 700, bgcolor: 'primary.main' }} {...rest}>
      {initials}
    </Avatar>
  );
}
