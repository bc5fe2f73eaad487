/**
 * User-facing texts of the spec, exactly as users read them.
 * Both the server (problem documents) and the web (notifications, pages) take them from here.
 * A few texts have near twins in the spec ('Document Successfully Uploaded' and 'Document uploaded
 * successfully'); both are kept because the spec shows both in different places.
 *
 * The texts the server sends (and the web's own toasts with values) are coded too (MESSAGES, at the
 * end; common/message-codes.ts): the builders here fill those definitions, so text and template
 * cannot drift apart.
 */
import { defineMessage } from './message-codes';

// Routing and access
export const ROUTE_NOT_FOUND = 'Route Not Found';
export const NOT_AUTHORIZED = 'You are not Authorized for this content';
export const ERROR_PAGE_TITLE = 'Whoops! Something Went Wrong';
export const RETURN_TO_HOME_PAGE = 'Return to Home Page';

// Sign-in
/** A login error whose text contains this marker is shown as doNotUseMessage. */
export const DO_NOT_USE_MARKER = 'Do Not Use';
export function doNotUseMessage(email: string): string {
  return MESSAGES.doNotUse({ email }).text;
}
export function isDoNotUseError(text: string | null | undefined): boolean {
  return !!text && text.includes(DO_NOT_USE_MARKER);
}
/** The reading chosen (docs/decisions/0001-readings-where-the-spec-gives-two.md): this text, not 'Email Address or Password is invalid'. */
export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const TOKEN_EXPIRED_WARNING = 'Token has expired';
export const LOGIN_SUCCESSFUL = 'Login Successful';
export const PLEASE_CHECK_YOUR_EMAIL = 'Please check your email';
export const PASSWORD_RESET_SUCCESSFUL = 'Password Reset Successful';
/** A new password (reset, activation, change) that is among the most common ones: the server answers 400 on the field. */
export const COMMON_PASSWORD = 'This password is too common; choose another';

// Generic failures
/** A response that carries no status. */
export const UNKNOWN_ERROR = 'An Unknown Error Occurred';
export const REQUEST_NOT_SUCCESSFUL = 'Request not successful';

// Shipment search
export const SEARCH_SHIPMENTS_PLACEHOLDER = 'Search Shipments';
export const SEARCH_PROMPT_BROKER = 'Enter Shipment or Reference Number to Start Search';
export const SEARCH_PROMPT = 'Enter shipment number to start search';
export const NO_MATCHING_RESULTS = 'No Matching Results';

// Shipments
export const SHIPMENT_LOAD_FAILURE = 'Unable to access shipment...redirecting to last page';
export const shipmentCreated = (shipmentNumber: string | number): string => MESSAGES.shipmentCreated({ shipmentNumber }).text;
export const shipmentRescinded = (shipmentNumber: string | number): string => MESSAGES.shipmentRescinded({ shipmentNumber }).text;
export const shipmentVoided = (shipmentNumber: string | number): string => MESSAGES.shipmentVoided({ shipmentNumber }).text;
export const shipmentTendered = (shipmentNumber: string | number): string => MESSAGES.shipmentTendered({ shipmentNumber }).text;
export const bolGenerated = (shipmentNumber: string | number): string => MESSAGES.bolGenerated({ number: shipmentNumber }).text;
export const STOP_PRELOAD_RECORDED = 'Stop preload recorded';
export const RESPONSE_SENT = 'Response sent!';

// Orders
export const orderCreated = (orderNumber: string | number): string => MESSAGES.orderCreated({ orderNumber }).text;
export const copiesCreated = (count: number): string => MESSAGES.copiesCreated({ count }).text;

// Locations
export const LOCATION_CREATED = 'Location created';
export const locationUpdated = (locationNumber: string | number): string => MESSAGES.locationUpdated({ locationNumber }).text;
export const dockScheduleUpdated = (locationNumber: string | number): string => MESSAGES.dockScheduleUpdated({ locationNumber }).text;

// Profile and contacts
export const USER_PROFILE_UPDATED = 'User Profile Successfully Updated';
export const PROFILE_PICTURE_SAVED = 'Profile Picture Saved';
export const PROFILE_PICTURE_REMOVED = 'Profile Picture Removed';
export const CONTACT_CREATED = 'Contact Successfully Created';
export const EXPIRED_TRACKING_TOKEN_TITLE = 'Expired tracking-integration token';

// Cases
export const CASE_CREATED = 'Case created!';

// Notes and comments
export const INTERNAL_NOTE_TOOLTIP = 'Internal Note';
export const FAILED_TO_SAVE_CHANGES = 'Failed to save changes';
export const CANT_DELETE_COMMENT = "Can't delete this comment";
export const FAILED_TO_SAVE_COMMENT = 'Failed to save comment';
export const UNABLE_TO_RETRIEVE_NOTES = 'Unable to retrieve notes';
export const COMMENT_UPDATED = 'Successfully updated comment';
export const COMMENT_REMOVED = 'Successfully removed comment';
/** A note's mentions may name only people who can read it (the server answers 400 otherwise). */
export const MENTION_NOT_A_READER = 'notifyUsers may name only people who can read this note';
export const cannotReadNote = (who: string): string => MESSAGES.cannotReadNote({ who }).text;

// Documents and uploads
export const PLEASE_SELECT_A_FILE = 'Please select a file';
export const PLEASE_SELECT_A_FILE_TYPE = 'Please select a file type';
export const NO_DROPOFF_SELECTED = 'No dropoff selected for upload';
export const NO_SHIPMENT_FOR_UPLOAD = 'No shipment found for upload';
export const NO_INVOICE_FOR_UPLOAD = 'No invoice found for upload';
/** Shown when an upload fails without a message of its own. */
export const UPLOAD_UNKNOWN_ERROR = 'An unknown error has occurred';
export const DOCUMENT_SUCCESSFULLY_UPLOADED = 'Document Successfully Uploaded';
/** An upload to a case says this one (docs/decisions/0286-a-case-upload-says-document-uploaded-successfully.md). */
export const DOCUMENT_UPLOADED_SUCCESSFULLY = 'Document uploaded successfully';
export const DOCUMENT_DELETED = 'Document deleted';
export const FAILED_TO_DELETE_DOCUMENT = 'Failed to delete document';

// Viewer
export const VIEWER_UNKNOWN_FILE_TYPE = "Couldn't determine file type";
export const VIEWER_IMAGE_NOT_FOUND = 'Image not found';
export const VIEWER_LOAD_ERROR = 'An error occurred while loading the file.';
export const viewerErrorBanner = (message: string): string => `Error: ${message}`;

// Invoices
export const INVOICE_NUMBER_NOT_VALID = 'Invoice number is not valid';
export const SHIPMENT_ID_NOT_VALID = 'Shipment ID is not valid';
export const INVOICE_UPDATED = 'Invoice Updated';
export const INVOICE_UPDATED_SUCCESSFULLY = 'Invoice updated successfully';
export const NO_CHARGES_LINKED = 'No Charges Linked to Invoice';
export const NO_INVOICE_DOCUMENTS = 'No documents found for invoice';
/** The spec describes this warning without quoting it; the wording is ours. */
export const INVOICE_NOT_ELIGIBLE = "This invoice is not eligible for processing via the carrier channel.";
export const SHIPMENT_MUST_BE_DELIVERED = 'The shipment must be delivered before the invoice can be submitted';
export const NO_MORE_RESULTS = 'No More Results';
export const NO_MATCHING_INVOICES = 'No Matching Invoices Found';
export const ONLY_SHOW_AUDITABLE = 'Only Show Auditable';

/**
 * The spec's messages that the server sends (problems and success answers) or that the web shows
 * with values, coded (common/message-codes.ts). The texts are the constants above.
 */
export const MESSAGES = {
  notAuthorized: defineMessage('access.notAuthorized', NOT_AUTHORIZED),
  doNotUse: defineMessage('auth.doNotUse', 'Carrier is "Do Not Use", if you have questions please email {{email}}'),
  wrongCredentials: defineMessage('auth.wrongCredentials', WRONG_CREDENTIALS),
  tokenExpired: defineMessage('auth.tokenExpired', TOKEN_EXPIRED_WARNING),
  commonPassword: defineMessage('auth.commonPassword', COMMON_PASSWORD),
  shipmentCreated: defineMessage('shipment.created', 'Shipment {{shipmentNumber}} Created!'),
  shipmentRescinded: defineMessage('shipment.rescinded', 'Shipment {{shipmentNumber}} rescinded'),
  shipmentVoided: defineMessage('shipment.voided', 'Shipment {{shipmentNumber}} voided'),
  shipmentTendered: defineMessage('shipment.tendered', 'Shipment {{shipmentNumber}} successfully tendered.'),
  /** `number`: the shipment's number, or the order's when it is printed from the order. */
  bolGenerated: defineMessage('shipment.bolGenerated', 'BOL successfully generated for {{number}}'),
  stopPreloadRecorded: defineMessage('shipment.stopPreloadRecorded', STOP_PRELOAD_RECORDED),
  responseSent: defineMessage('offer.responseSent', RESPONSE_SENT),
  orderCreated: defineMessage('order.created', 'Order {{orderNumber}} Successfully Created'),
  copiesCreated: defineMessage('order.copiesCreated', 'Successfully created {{count}} copies'),
  locationCreated: defineMessage('location.created', LOCATION_CREATED),
  locationUpdated: defineMessage('location.updated', 'Location {{locationNumber}} updated.'),
  dockScheduleUpdated: defineMessage('location.dockScheduleUpdated', 'Dock schedule updated for {{locationNumber}}'),
  userProfileUpdated: defineMessage('profile.updated', USER_PROFILE_UPDATED),
  profilePictureSaved: defineMessage('profile.pictureSaved', PROFILE_PICTURE_SAVED),
  profilePictureRemoved: defineMessage('profile.pictureRemoved', PROFILE_PICTURE_REMOVED),
  contactCreated: defineMessage('contact.created', CONTACT_CREATED),
  caseCreated: defineMessage('case.created', CASE_CREATED),
  mentionNotAReader: defineMessage('note.mentionNotAReader', MENTION_NOT_A_READER),
  cannotReadNote: defineMessage('note.cannotRead', '{{who}} cannot read this note'),
  invoiceUpdated: defineMessage('invoice.updated', INVOICE_UPDATED),
  shipmentMustBeDelivered: defineMessage('invoice.shipmentMustBeDelivered', SHIPMENT_MUST_BE_DELIVERED),
} as const;
