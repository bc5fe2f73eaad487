import type { FastifyPluginAsync } from 'fastify';

/** The Portal API: each area registers its routes here. */
export const portalApi: FastifyPluginAsync = async (app) => {
};
