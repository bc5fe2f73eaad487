/**
 * The documents contract lives in the domain (@portal/domain/documents/document-schemas). These two
 * names stay here for the invoices modules that declare document answers until they import the
 * domain's directly; nothing in this module reads them from here.
 */
export { DocumentListSchema, RequiredDocumentsAnswerSchema } from '@portal/domain/documents/document-schemas';
