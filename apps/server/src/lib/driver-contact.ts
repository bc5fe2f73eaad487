/** A driver as every answer about drivers names them and says how to reach them. */
export function driverContact(d: { id: number; first_name: string; last_name: string; email: string | null; mobile_phone: string | null; profile_file_id: string | null }) {
  return { id: d.id, firstName: d.first_name, lastName: d.last_name, name: `${d.first_name} ${d.last_name}`, email: d.email, mobilePhone: d.mobile_phone, fileId: d.profile_file_id };
}
