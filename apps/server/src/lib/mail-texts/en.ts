import { shipmentRescinded, shipmentVoided } from '@portal/domain/common/messages';
import type { MailTexts } from './mail-texts';

/** The English e-mails: the portal's texts as they have always been sent. */
export const en: MailTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  questionsWriteTo: 'Questions? Write to',
  ignoreIfNotAsked: 'If you did not ask for this, you can ignore this message.',
  product: 'Summit Freight carrier portal',
  passwordReset: {
    subject: (product) => `Reset your ${product} password`,
    intro: (product) => `We received a request to reset the password of your ${product} account.`,
    action: 'Set a new password',
    validity: 'The link works once and expires in one hour.',
  },
  activation: {
    subject: (product) => `Activate your ${product} account`,
    intro: (product) => `An account on the ${product} is waiting for you. Choose a password to activate it.`,
    action: 'Activate your account',
    validity: 'The link works once and expires in seven days.',
  },
  emailChange: {
    subject: (product) => `Confirm your new e-mail address for the ${product}`,
    intro: (product) => `Your ${product} account asked to use this address from now on. It changes only when you open the link.`,
    action: 'Confirm this e-mail address',
    validity: 'The link works once and expires in one day.',
    noticeSubject: (product) => `Your ${product} e-mail address is being changed`,
    notice: (newEmail, product) => `Someone signed in to your ${product} account asked to change its e-mail address to ${newEmail}. It changes when the link sent there is opened.`,
    noticeAdvice: 'If this was not you, change your password now and tell your company administrator: until the new address is confirmed, this one stays on the account.',
  },
  accessRequest: {
    subject: (product) => `Your request for access to the ${product}`,
    received: (companyName, product) =>
      `We received your request for access to ${companyName} on the ${product}. The company's administrators will review it; you will hear from us by e-mail when they decide.`,
    noCompany: (companyNumber, product) => `We could not find a company with the MC or DOT number ${companyNumber} on the ${product}, so your request was not passed on.`,
    noCompanyAdvice: 'Check the number and ask again, or ask your company to set up its account with us.',
    existingUser: (product, resetLink) => `This e-mail address already has an account on the ${product}. If you forgot your password, set a new one at ${resetLink}.`,
    declinedSubject: (companyName) => `Your request for access to ${companyName} was declined`,
    declined: (companyName, product) => `The administrators of ${companyName} declined your request for access to the ${product}.`,
    declinedReason: (reason) => `Their reason: ${reason}`,
  },
  mention: {
    subject: (label) => `You were mentioned on ${label}`,
    mentioned: (author, label) => `${author} mentioned you on ${label}:`,
    open: (url) => `Open it here: ${url}`,
  },
  driverSignIn: {
    subject: (companyName) => `Your loads with ${companyName}`,
    body: (companyName) =>
      `${companyName} dispatch sent you a link to your loads on the carrier portal. Open it on your phone to see your stops and record arrivals, departures and proof of delivery:`,
    validity: (until) => `The link works until ${until}. Do not share it: it signs you in. If you did not expect it, ignore this message.`,
    locale: 'en-US',
  },
  booking: {
    rescindedSubject: shipmentRescinded,
    voidedSubject: shipmentVoided,
    rescinded: (notes, shipmentNumber) => `${notes}. Shipment ${shipmentNumber} is no longer booked to you.`,
    voided: (notes, shipmentNumber) => `${notes}. Shipment ${shipmentNumber} was voided.`,
  },
  payment: {
    subject: (checkNumber, amount) => `Payment ${checkNumber} of ${amount} is on its way`,
    paid: (payer, invoiceCount, carrier, payee, amount) =>
      `${payer} paid ${invoiceCount === 1 ? '1 invoice' : `${invoiceCount} invoices`} of ${carrier} to ${payee}: ${amount}.`,
    check: (checkNumber, paymentType, paymentDate) => `Check ${checkNumber}, ${paymentType}, dated ${paymentDate}.`,
    open: (url) => `The remittance advice lists every invoice it pays: ${url}`,
  },
  payeeChange: {
    paidDirectly: (carrier) => `${carrier} (paid directly)`,
    requestedSubject: (invoiceNumber) => `Confirm the payee change for invoice ${invoiceNumber}`,
    requested: (requester, invoiceNumber, carrier, from, to) => `${requester} asked to change who invoice ${invoiceNumber} of ${carrier} is paid to: from ${from} to ${to}.`,
    confirmInPortal: (url) => `Nothing changes until another admin of your company confirms it. Confirm or cancel it on the invoice in the portal: ${url}`,
    confirmByLink: (hours) => `You are the company's registered address. Nothing changes until the change is confirmed; if your company asked for it, confirm it within ${hours} hours with this link:`,
    linkAdvice: 'If nobody at your company asked for this, do not open the link: an admin can cancel the change on the invoice in the portal. Tell the brokerage as well.',
    confirmAsBrokerage: (carrier, url) =>
      `${carrier} has no other admin and no registered e-mail address, so the brokerage's payables staff confirm it. Call the carrier at the number on file before confirming: ${url}`,
    changedSubject: (invoiceNumber) => `The payee of invoice ${invoiceNumber} changed`,
    changed: (invoiceNumber, carrier, from, to) => `Invoice ${invoiceNumber} of ${carrier} is now paid to ${to} (before: ${from}).`,
    askedAndConfirmed: (requester, confirmer) => `Asked for by ${requester}, confirmed by ${confirmer}.`,
    byBrokerage: (person) => `Changed by ${person} of the brokerage's payables staff.`,
    companyMailbox: (email) => `the link mailed to ${email}`,
    notExpected: 'If you did not expect this change, tell the brokerage at once: the check is cut to the new payee.',
    open: (url) => `The invoice: ${url}`,
  },
};
