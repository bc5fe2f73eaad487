import type { FastifyPluginAsync } from 'fastify';

/** The Trucks API: each area registers its routes here. */
export const trucksApi: FastifyPluginAsync = async (app) => {
};
