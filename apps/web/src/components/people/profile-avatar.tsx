import Avatar from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { portal } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * A person's profile picture (a stored document, fetched with the bearer token as a blob), or their
 * initials while it loads, when there is none, or when it cannot be read. Decorative: the name is
 * always written beside it.
 */
export function ProfileAvatar({ name, fileId, size = 40 }: { name: string; fileId: string | null | undefined; size?: number }) {
  const file = useQuery({
    queryKey: queryKeys.documents.file(fileId ?? ''),
    queryFn: ({ signal }) => portal.download('/documents/:id/file', { params: { id: fileId! }, signal }),
    enabled: !!fileId,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = file.data ? URL.createObjectURL(file.data) : null;
    setUrl(objectUrl);
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.data]);
  return (
    <Avatar src={url ?? undefined} alt="" aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'primary.main' }} data-testid="profile-avatar" data-picture={url ? 'loaded' : 'initials'}>
      {initialsOf(name)}
    </Avatar>
  );
}
