import { z } from "zod";
import { API_BASE } from "#core/contract/api-paths.ts";
import { errorBody } from "#core/contract/api-records.ts";
import type { ApiRoute } from "#core/contract/api-routes.ts";
import { STATUSES } from "#core/contract/enums.ts";
import { API_ROUTES } from "./api-contract.ts";
import { BODY_MAX_BYTES } from "./request-bounds.ts";

// The OpenAPI document, generated from the routes' zod schemas (core/contract/api-routes.ts for the public
// routes, api-contract.ts for the back office's), the same ones the routers validate with: a
// parameter or a field exists in the document because it exists in code.

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** An object schema's properties as OpenAPI parameters of one kind. */
function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = toSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const answer = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema: toSchema(schema, "output") } },
});

function operation(route: ApiRoute) {
  const responses: Record<string, unknown> = {};
  for (const [status, { description, schema }] of Object.entries(route.responses)) {
    responses[status] = answer(description, schema);
  }
  if (route.admin || route.session) responses["401"] ??= answer("Not signed in.", errorBody);
  if (route.admin) responses["403"] ??= answer("Signed in, but not as an administrator.", errorBody);
  if (route.body) {
    responses["413"] ??= answer(`A body over ${BODY_MAX_BYTES / 1024} KiB, refused unread.`, errorBody);
  }
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.admin ? { tags: ["admin"] } : {}),
    ...(route.admin || route.session ? { security: [{ sessionCookie: [] }] } : {}),
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(route.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of Object.values(API_ROUTES) as ApiRoute[]) {
    (paths[route.path] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Greek beaches directory API",
      version: "1.0.0",
      description:
        "Read-only access to the public directory: only ACTIVE areas, and ACTIVE beaches in ACTIVE areas, are ever returned. " +
        "Routes under /admin are the back office's: they need the session cookie of an administrator (401 without one, 403 for another role). " +
        `Record statuses in the database: ${STATUSES.join(", ")}.`,
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description:
            "The session cookie set by POST /api/auth/sign-in/email; the account must have role admin.",
        },
      },
    },
  };
}

/** Built once: the schemas do not change while the server runs. */
export const openApiDocument = buildDocument();
