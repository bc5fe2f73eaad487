import type { ContactPerson } from '@portal/domain/shipments/shipment-detail-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { notFound } from '../../../lib/problem';
import { getVisibleShipment } from '../access/shipment-access';
import { findAssignedDrivers } from '../stops/shipment-drivers.repository';
import { iso } from '@portal/domain/common/iso';
import { findActiveUser, findContactByTitle, findDispatchUser, findUserName } from './shipment-parties.repository';
import { companyRef } from './shipment-view';
import { findBrokerageCompany, findCompanies } from '../access/shipments.repository';

export async function getBookedCarrierDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  if (shipment.carrier_id === null || shipment.status < ShipmentStatus.Booked) throw notFound('Booked carrier');
  const [[carrier], bookedBy, drivers] = await Promise.all([
    findCompanies(db, [shipment.carrier_id]),
    shipment.booked_by_user_id === null ? Promise.resolve(undefined) : findUserName(db, shipment.booked_by_user_id),
    findAssignedDrivers(db, shipment.id),
  ]);
  const dispatcher = await carrierDispatcher(db, shipment.carrier_id);
  return {
    shipmentId: shipment.id,
    carrier: companyRef(carrier)!,
    bookedAt: iso(shipment.booked_at),
    bookedBy: bookedBy ? { id: bookedBy.id, firstName: bookedBy.first_name, lastName: bookedBy.last_name } : null,
    dispatcher,
    truckNumber: shipment.truck_number,
    trailerNumber: shipment.trailer_number,
    drivers: drivers.map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}`, mobilePhone: d.mobile_phone })),
  };
}

/** The carrier's dispatch contact: a contact titled dispatcher, else its first portal user that is not a driver. */
async function carrierDispatcher(db: Db, carrierId: number): Promise<ContactPerson | null> {
  const contact = await findContactByTitle(db, carrierId, 'dispatch');
  if (contact) {
    return {
      firstName: contact.first_name,
      lastName: contact.last_name,
      title: contact.function_title,
      email: contact.email_addresses[0] ?? null,
      phone: contact.phone_numbers[0] ?? null,
      companyName: contact.company_name,
    };
  }
  const user = await findDispatchUser(db, carrierId);
  return user
    ? { firstName: user.first_name, lastName: user.last_name, title: 'Dispatch', email: user.email, phone: user.phone_numbers[0] ?? null, companyName: user.company_name }
    : null;
}

/**
 * The brokerage's representative for the carrier: the brokerage user who booked the load, else the
 * brokerage's carrier sales contact, else its first active user.
 */
async function brokerRep(db: Db, shipment: ShipmentsRow): Promise<ContactPerson | null> {
  const brokerage = await findBrokerageCompany(db);
  if (!brokerage) return null;
  const booker = shipment.booked_by_user_id === null ? undefined : await findActiveUser(db, brokerage.id, shipment.booked_by_user_id);
  if (booker) {
    return { firstName: booker.first_name, lastName: booker.last_name, title: 'Carrier Sales', email: booker.email, phone: booker.phone_numbers[0] ?? brokerage.phone, companyName: brokerage.name };
  }
  const sales = await findContactByTitle(db, brokerage.id, 'carrier sales');
  if (sales) {
    return {
      firstName: sales.first_name,
      lastName: sales.last_name,
      title: sales.function_title,
      email: sales.email_addresses[0] ?? brokerage.email,
      phone: sales.phone_numbers[0] ?? brokerage.phone,
      companyName: brokerage.name,
    };
  }
  const first = await findActiveUser(db, brokerage.id);
  return first
    ? { firstName: first.first_name, lastName: first.last_name, title: null, email: first.email, phone: first.phone_numbers[0] ?? brokerage.phone, companyName: brokerage.name }
    : null;
}

export async function getContactDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const [rep, dispatcher] = await Promise.all([brokerRep(db, shipment), shipment.carrier_id === null ? null : carrierDispatcher(db, shipment.carrier_id)]);
  return { brokerRep: rep, carrierDispatcher: dispatcher };
}
