import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { HttpApp } from '@regimen/server-kit/http';

/**
 * The OpenAPI 3 document generated from the routes' zod schemas, at /api/openapi.json, and a
 * reference UI at /api/docs (its scripts and styles are files of this origin, so the app's CSP
 * holds). Registered before the routes: the document collects each route as it is added.
 * app/src/openapi.int.test.ts checks every route is in it and answers as it says.
 */
export const registerOpenApi = async (http: HttpApp): Promise<void> => {
  await http.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Regimen API',
        version: '1.0.0',
        description: 'Commands (POST, PUT, PATCH, DELETE) append events and answer with the new position; queries (GET) read the projections. Errors are application/problem+json.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'regimen.sid' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await http.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: false } });
  http.get('/api/openapi.json', { schema: { hide: true } }, async () => http.swagger());
};
