import type { FastifyPluginAsync } from 'fastify';

/** The Carrier API: each area registers its routes here. */
export const carrierApi: FastifyPluginAsync = async (app) => {
};
