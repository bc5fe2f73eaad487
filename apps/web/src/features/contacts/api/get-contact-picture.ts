import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/documents/{fileId}/file: a contact's profile picture (readable by everyone signed in). */
export function getContactPicture(fileId: string, signal?: AbortSignal): Promise<Blob> {
  return portal.download('/documents/:id/file', { params: { id: fileId }, signal });
}

/** An object URL of the picture while the component shows it; undefined without one or until it loads. */
export function useContactPictureUrl(fileId: string | null): string | undefined {
  const picture = useQuery({
    queryKey: [...queryKeys.contacts.all, 'picture', fileId],
    queryFn: ({ signal }) => getContactPicture(fileId!, signal),
    enabled: fileId !== null,
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!picture.data) return undefined;
    const next = URL.createObjectURL(picture.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [picture.data]);
  return picture.data ? url : undefined;
}
