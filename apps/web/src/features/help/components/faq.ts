import type { NavKey } from '@portal/domain/auth/access';
import { paths } from '../../../config/paths';
import { msg } from '../../../i18n/msg';

/** A page an answer points to; shown only to users the rail offers that page (`nav`). */
export interface FaqLink {
  label: string;
  href: string;
  nav: NavKey;
}

/**
 * Questions carriers ask the brokerage's carrier support most, answered for this portal (English,
 * shown with t()). An answer with links is shown only to users who may open at least one of them.
 */
export const CARRIER_FAQ: readonly { question: string; answer: string; links?: readonly FaqLink[] }[] = [
  {
    question: msg('How do I find and book a load?'),
    answer: msg(
      'Open Load Board, enter an origin (a city and state such as "Chicago, IL" or a ZIP code) and search. Open a load to see its stops, lane and rate, then choose Book It Now and confirm. Top Picks suggests loads for your saved lanes and posted trucks.',
    ),
  },
  {
    question: msg('How do I accept or reject a tender?'),
    answer: msg(
      'Tenders lists what the brokerage sent you. Open a tender, check its stops and rate, then Accept it with your truck number (and driver, if you know them) or Reject it with a reason. The brokerage is told at once.',
    ),
  },
  {
    question: msg('How do I upload a proof of delivery?'),
    answer: msg(
      'Open the delivered shipment (or its invoice in Accounting). Under Required documents, choose Upload next to Proof of Delivery and pick the signed scan or photo: PDF, PNG, JPEG or TIFF, up to 25 MB.',
    ),
  },
  {
    question: msg('How do I submit an invoice and get paid?'),
    answer: msg(
      'In Accounting, Action Required lists delivered loads waiting for your invoice. Open one, upload each required document, enter your invoice number and amount, and choose Save Invoice. Payment Remittance shows each check or transfer with the loads it paid.',
    ),
  },
  {
    question: msg('Why is a load not offered to me, or why can I not book it?'),
    answer: msg(
      'A load is booked only once: someone else may have booked it first. Loads also need your company to be set up and in good standing with the brokerage; if you are told you cannot book, contact carrier support below.',
    ),
  },
  {
    question: msg('How do I record an arrival or departure at a stop?'),
    answer: msg(
      'Open the shipment from Shipments and choose the stop. Record the arrival when the truck is at the dock and the departure when it leaves; drivers can do the same from their phone.',
    ),
  },
  {
    question: msg('Where do I keep my trucks, trailers and drivers?'),
    answer: msg(
      'Your fleet lives under Equipment (trailers and power units, each tab with its total) and Drivers. Add each unit and driver once; you can then assign the truck, the trailer and the driver to a shipment, and pick the driver when you accept a tender.',
    ),
    links: [
      { label: msg('Open Equipment'), href: paths.equipment.getHref(), nav: 'equipment' },
      { label: msg('Open Drivers'), href: paths.drivers.getHref(), nav: 'drivers' },
    ],
  },
  {
    question: msg('How do I add a colleague or change who can use the portal?'),
    answer: msg(
      'Your company admin manages people under Contacts: add a contact and give them portal access, and they receive an e-mail to set their password.',
    ),
  },
  {
    question: msg('I forgot my password. What do I do?'),
    answer: msg('On the sign-in page choose "Forgot password?" and enter your e-mail address: a link to set a new password is e-mailed to you.'),
  },
];
