import type { DriverDetail, DriverPictureBody } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/drivers/{id}/picture: a PNG or JPEG (the server checks the content), as a data: URL. */
export async function uploadDriverPicture({ id, body }: { id: number; body: DriverPictureBody }): Promise<DriverDetail> {
  return (await portal.put('/drivers/:driverId/picture', { params: { driverId: id }, body })).data;
}

/** DELETE {portal}/drivers/{id}/picture. */
export async function removeDriverPicture(id: number): Promise<DriverDetail> {
  return (await portal.delete('/drivers/:driverId/picture', { params: { driverId: id } })).data;
}

/** Uploads (a file) or removes (null) a driver's picture; the dialog shows failures itself. */
export function useSetDriverPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, picture }: { id: number; picture: DriverPictureBody | null }) => (picture ? uploadDriverPicture({ id, body: picture }) : removeDriverPicture(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
    meta: { silent: true, context: 'driver picture' },
  });
}
