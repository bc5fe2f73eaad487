import type { Language } from '@portal/domain/common/language';
import { en } from './en';
import { es } from './es';

/**
 * Every text the portal e-mails, per language: a recipient who chose Spanish reads
 * Spanish, everyone else the English texts. Names, numbers, links and reasons typed by people
 * are passed in unchanged.
 */
export interface MailTexts {
  hello(firstName: string): string;
  /** 'Questions? Write to' before the support address and a full stop. */
  questionsWriteTo: string;
  ignoreIfNotAsked: string;
  passwordReset: { subject(product: string): string; intro(product: string): string; action: string; validity: string };
  activation: { subject(product: string): string; intro(product: string): string; action: string; validity: string };
  /** The link to the new address, and the notice to the old one that it is being replaced. */
  emailChange: {
    subject(product: string): string;
    intro(product: string): string;
    action: string;
    validity: string;
    noticeSubject(product: string): string;
    notice(newEmail: string, product: string): string;
    noticeAdvice: string;
  };
  product: string;
  accessRequest: {
    subject(product: string): string;
    received(companyName: string, product: string): string;
    noCompany(companyNumber: string, product: string): string;
    noCompanyAdvice: string;
    existingUser(product: string, resetLink: string): string;
    declinedSubject(companyName: string): string;
    declined(companyName: string, product: string): string;
    declinedReason(reason: string): string;
  };
  mention: { subject(label: string): string; mentioned(author: string, label: string): string; open(url: string): string };
  driverSignIn: { subject(companyName: string): string; body(companyName: string): string; validity(until: string): string; locale: string };
  booking: {
    rescindedSubject(shipmentNumber: string | number): string;
    voidedSubject(shipmentNumber: string | number): string;
    rescinded(notes: string, shipmentNumber: string | number): string; voided(notes: string, shipmentNumber: string | number): string };
  /** A check paid: to the carrier's users, and the factoring company's when it is the payee. */
  payment: {
    subject(checkNumber: string, amount: string): string;
    paid(payer: string, invoiceCount: number, carrier: string, payee: string, amount: string): string;
    check(checkNumber: string, paymentType: string, paymentDate: string): string;
    open(url: string): string;
  };
  /** A change of who an invoice is paid to: asked for (to whoever confirms it) and made (to the carrier's admins and the brokerage's payables staff). */
  payeeChange: {
    /** The carrier itself as payee. */
    paidDirectly(carrier: string): string;
    requestedSubject(invoiceNumber: string): string;
    requested(requester: string, invoiceNumber: string, carrier: string, from: string, to: string): string;
    confirmInPortal(url: string): string;
    confirmByLink(hours: number): string;
    linkAdvice: string;
    confirmAsBrokerage(carrier: string, url: string): string;
    changedSubject(invoiceNumber: string): string;
    changed(invoiceNumber: string, carrier: string, from: string, to: string): string;
    askedAndConfirmed(requester: string, confirmer: string): string;
    byBrokerage(person: string): string;
    /** The confirmer of a change confirmed from the link mailed to the company's address. */
    companyMailbox(email: string): string;
    notExpected: string;
    open(url: string): string;
  };
}

export function mailTexts(language: Language | null | undefined): MailTexts {
  return language === 'es' ? es : en;
}
