import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';

export interface ApiRoute {
  method: string;
  /** The pattern under API_BASE, as the route was declared: `/cart/:productId`. */
  url: string;
}

export const routeName = ({ method, url }: ApiRoute) => `${method} ${url}`;

/**
 * A real test app, and every route it registered, seen by an onRoute hook. Fastify publishes each
 * new instance on the `fastify.initialization` channel before any plugin is registered: the only
 * moment a hook sees all routes without a change to how the test app is built.
 */
export async function appWithRoutes(
  ...options: Parameters<typeof createTestApp>
): Promise<{ t: TestApp; routes: ApiRoute[] }> {
  const routes: ApiRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // HEAD mirrors each GET (exposeHeadRoutes): the GET stands for both.
        if (method === 'HEAD' || !route.url.startsWith(API_BASE)) continue;
        routes.push({ method, url: route.url.slice(API_BASE.length) || '/' });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  let t: TestApp;
  try {
    t = await createTestApp(...options);
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
  const unique = new Map(routes.map((route) => [routeName(route), route]));
  return { t, routes: [...unique.values()] };
}

/** A route's `:params`, in order. */
export const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
