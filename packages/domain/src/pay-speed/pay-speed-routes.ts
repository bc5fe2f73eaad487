import { route } from '../api/route-contract';
import {
  FeeTableAnswerSchema,
  InvoicePaySpeedAnswerSchema,
  NewFeeTableVersionAnswerSchema,
  NewFeeTableVersionBodySchema,
  PaySpeedBodySchema,
  PaySpeedChangeAnswerSchema,
  PaySpeedParamsSchema,
} from './pay-speed-schemas';

const paySpeed = { service: 'portal', tags: ['pay-speed'] } as const;

/**
 * Pay speed of a carrier invoice (standard terms or quick pay for a fee) and the brokerage's
 * versioned quick pay fee table.
 */
export const paySpeedRoutes = {
  get: route({
    ...paySpeed,
    method: 'GET',
    path: '/ap-invoices/:id/pay-speed',
    summary: "An invoice's pay speed, its quick pay fee, and for its carrier what quick pay would cost today",
    params: PaySpeedParamsSchema,
    answer: InvoicePaySpeedAnswerSchema,
  }),
  change: route({
    ...paySpeed,
    method: 'PUT',
    path: '/ap-invoices/:id/pay-speed',
    summary: "The invoice's carrier chooses standard terms or quick pay (the fee of the table in force that day), until the proof of delivery is approved",
    params: PaySpeedParamsSchema,
    body: PaySpeedBodySchema,
    answer: PaySpeedChangeAnswerSchema,
  }),
  feeTable: route({
    ...paySpeed,
    method: 'GET',
    path: '/quick-pay-fees',
    summary: "The brokerage's quick pay fee table, every version newest first (percent per score-card tier)",
    answer: FeeTableAnswerSchema,
  }),
  addFeeTableVersion: route({
    ...paySpeed,
    method: 'POST',
    path: '/quick-pay-fees',
    summary: "The brokerage's payables staff add a fee table version taking effect on a day (today or later); audited",
    body: NewFeeTableVersionBodySchema,
    status: 201,
    answer: NewFeeTableVersionAnswerSchema,
  }),
} as const;
