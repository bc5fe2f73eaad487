import type { MailTexts } from './mail-texts';

/** The Spanish e-mails, for recipients who chose Spanish in the portal (usted, as the portal speaks). */
export const es: MailTexts = {
  hello: (firstName) => `Hola, ${firstName}:`,
  questionsWriteTo: '¿Preguntas? Escriba a',
  ignoreIfNotAsked: 'Si usted no lo solicitó, puede ignorar este mensaje.',
  product: 'portal de transportistas de Summit Freight',
  passwordReset: {
    subject: (product) => `Restablezca la contraseña del ${product}`,
    intro: (product) => `Recibimos una solicitud para restablecer la contraseña de su cuenta del ${product}.`,
    action: 'Establecer una nueva contraseña',
    validity: 'El enlace funciona una sola vez y vence en una hora.',
  },
  activation: {
    subject: (product) => `Active su cuenta del ${product}`,
    intro: (product) => `Le espera una cuenta en el ${product}. Elija una contraseña para activarla.`,
    action: 'Activar su cuenta',
    validity: 'El enlace funciona una sola vez y vence en siete días.',
  },
  emailChange: {
    subject: (product) => `Confirme su nueva dirección de correo para el ${product}`,
    intro: (product) => `Su cuenta del ${product} pidió usar esta dirección a partir de ahora. Solo cambia cuando abra el enlace.`,
    action: 'Confirmar esta dirección de correo',
    validity: 'El enlace funciona una sola vez y vence en un día.',
    noticeSubject: (product) => `Se está cambiando su dirección de correo del ${product}`,
    notice: (newEmail, product) => `Alguien con sesión iniciada en su cuenta del ${product} pidió cambiar su dirección de correo a ${newEmail}. Cambia cuando se abra el enlace enviado allí.`,
    noticeAdvice: 'Si no fue usted, cambie su contraseña ahora y avise al administrador de su empresa: hasta que se confirme la nueva dirección, esta sigue en la cuenta.',
  },
  accessRequest: {
    subject: (product) => `Su solicitud de acceso al ${product}`,
    received: (companyName, product) =>
      `Recibimos su solicitud de acceso a ${companyName} en el ${product}. Los administradores de la empresa la revisarán; le avisaremos por correo electrónico cuando decidan.`,
    noCompany: (companyNumber, product) => `No encontramos ninguna empresa con el número MC o DOT ${companyNumber} en el ${product}, así que su solicitud no se envió.`,
    noCompanyAdvice: 'Revise el número y vuelva a solicitarlo, o pida a su empresa que abra su cuenta con nosotros.',
    existingUser: (product, resetLink) => `Esta dirección de correo electrónico ya tiene una cuenta en el ${product}. Si olvidó su contraseña, establezca una nueva en ${resetLink}.`,
    declinedSubject: (companyName) => `Se rechazó su solicitud de acceso a ${companyName}`,
    declined: (companyName, product) => `Los administradores de ${companyName} rechazaron su solicitud de acceso al ${product}.`,
    declinedReason: (reason) => `Su motivo: ${reason}`,
  },
  mention: {
    subject: (label) => `Le mencionaron en ${label}`,
    mentioned: (author, label) => `${author} le mencionó en ${label}:`,
    open: (url) => `Ábralo aquí: ${url}`,
  },
  driverSignIn: {
    subject: (companyName) => `Sus cargas con ${companyName}`,
    body: (companyName) =>
      `El despacho de ${companyName} le envió un enlace a sus cargas en el portal de transportistas. Ábralo en su teléfono para ver sus paradas y registrar llegadas, salidas y comprobantes de entrega:`,
    validity: (until) => `El enlace funciona hasta el ${until}. No lo comparta: inicia su sesión. Si no lo esperaba, ignore este mensaje.`,
    locale: 'es-US',
  },
  booking: {
    rescindedSubject: (shipmentNumber) => `Envío ${shipmentNumber} rescindido`,
    voidedSubject: (shipmentNumber) => `Envío ${shipmentNumber} anulado`,
    rescinded: (notes, shipmentNumber) => `${notes}. El envío ${shipmentNumber} ya no está reservado a su nombre.`,
    voided: (notes, shipmentNumber) => `${notes}. El envío ${shipmentNumber} fue anulado.`,
  },
  payment: {
    subject: (checkNumber, amount) => `El pago ${checkNumber} de ${amount} está en camino`,
    paid: (payer, invoiceCount, carrier, payee, amount) =>
      `${payer} pagó ${invoiceCount === 1 ? '1 factura' : `${invoiceCount} facturas`} de ${carrier} a ${payee}: ${amount}.`,
    check: (checkNumber, paymentType, paymentDate) => `Cheque ${checkNumber}, ${paymentType}, con fecha ${paymentDate}.`,
    open: (url) => `El aviso de remesa detalla cada factura que paga: ${url}`,
  },
  payeeChange: {
    paidDirectly: (carrier) => `${carrier} (pago directo)`,
    requestedSubject: (invoiceNumber) => `Confirme el cambio de beneficiario de la factura ${invoiceNumber}`,
    requested: (requester, invoiceNumber, carrier, from, to) => `${requester} pidió cambiar a quién se paga la factura ${invoiceNumber} de ${carrier}: de ${from} a ${to}.`,
    confirmInPortal: (url) => `Nada cambia hasta que otro administrador de su empresa lo confirme. Confírmelo o cancélelo en la factura, en el portal: ${url}`,
    confirmByLink: (hours) => `Esta es la dirección registrada de la empresa. Nada cambia hasta que se confirme el cambio; si su empresa lo pidió, confírmelo en un plazo de ${hours} horas con este enlace:`,
    linkAdvice: 'Si nadie de su empresa lo pidió, no abra el enlace: un administrador puede cancelar el cambio en la factura, en el portal. Avise también a la agencia.',
    confirmAsBrokerage: (carrier, url) =>
      `${carrier} no tiene otro administrador ni una dirección de correo registrada, así que lo confirma el personal de cuentas por pagar de la agencia. Llame al transportista al número registrado antes de confirmarlo: ${url}`,
    changedSubject: (invoiceNumber) => `Cambió el beneficiario de la factura ${invoiceNumber}`,
    changed: (invoiceNumber, carrier, from, to) => `La factura ${invoiceNumber} de ${carrier} ahora se paga a ${to} (antes: ${from}).`,
    askedAndConfirmed: (requester, confirmer) => `Lo pidió ${requester} y lo confirmó ${confirmer}.`,
    byBrokerage: (person) => `Lo cambió ${person}, del personal de cuentas por pagar de la agencia.`,
    companyMailbox: (email) => `el enlace enviado a ${email}`,
    notExpected: 'Si no esperaba este cambio, avise a la agencia de inmediato: el cheque se emite al nuevo beneficiario.',
    open: (url) => `La factura: ${url}`,
  },
};
