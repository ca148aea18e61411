import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

interface Route {
  segments: string[];
  operation: Operation;
}

/** `{id}` matches any one segment; a literal matches itself. */
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Every answer the API tests receive, held against the OpenAPI document the API serves: its
 * status is listed for the operation, its content type is one the status names (none for a
 * status without a body), and a JSON body matches the schema. Built once per test process from
 * the first app's document; each schema is compiled the first time an answer needs it.
 */
class AnswerChecker {
  private readonly routes = new Map<string, Route[]>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    formats: { ...fullFormats, binary: true },
  });

  constructor(document: OpenAPIV3_1.Document) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (typeof operation !== 'object' || !('responses' in operation)) continue;
        const routes = this.routes.get(method.toUpperCase()) ?? [];
        routes.push({ segments: path.split('/'), operation: operation as Operation });
        this.routes.set(method.toUpperCase(), routes);
      }
    }
  }

  /**
   * The operation the router picks for a path: as find-my-way does, a literal segment wins over
   * a parameter at the first place two templates differ (`/portfolio/leads` over
   * `/portfolio/{userId}`). None for a path and method the document does not have: the API's
   * 404 for unknown routes, and the routes it leaves out (docs, metrics, the payment emulator).
   */
  private operationFor(method: string, path: string): Operation | undefined {
    const segments = path.split('/');
    const matching = (this.routes.get(method) ?? []).filter(
      (route) =>
        route.segments.length === segments.length &&
        route.segments.every((part, index) => isParam(part) || part === segments[index]),
    );
    matching.sort((a, b) => {
      const at = a.segments.findIndex((part, index) => part !== b.segments[index]);
      return at < 0 ? 0 : Number(isParam(a.segments[at]!)) - Number(isParam(b.segments[at]!));
    });
    return matching[0]?.operation;
  }

  private validatorFor(key: string, schema: object): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with this answer, or null. */
  problemWith(method: string, url: string, res: LightMyRequestResponse): string | null {
    const path = url.split('?')[0]!;
    const operation = this.operationFor(method, path);
    if (!operation) return null;
    const name = operation.operationId;
    const status = String(res.statusCode);
    const response = operation.responses?.[status] as Response | undefined;
    if (!response) {
      const listed = Object.keys(operation.responses ?? {}).join(', ');
      return `${name} does not list status ${status} (it lists ${listed}); body: ${res.body.slice(0, 300)}`;
    }
    const content = response.content;
    if (!content) {
      return res.rawPayload.length === 0
        ? null
        : `${name}'s ${status} has no body in the document, but ${res.rawPayload.length} bytes came`;
    }
    const header = res.headers['content-type'];
    const mediaType = String(header ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const media = content[mediaType];
    if (!media) {
      return `${name}'s ${status} is ${Object.keys(content).join(' or ')} in the document, but came as ${header ?? 'no content type'}`;
    }
    if (!isJson(mediaType) || !media.schema) return null;
    const validate = this.validatorFor(`${name} ${status} ${mediaType}`, media.schema);
    if (validate(res.json())) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
      .join('; ');
    return `${name}'s ${status} body does not match the document: ${errors}; body: ${res.body.slice(0, 300)}`;
  }
}

let checker: AnswerChecker | undefined;

/** Throws, failing the test that made the call, when the answer is not as the document says. */
export function checkAnswer(
  api: FastifyInstance,
  method: string,
  url: string,
  res: LightMyRequestResponse,
): void {
  checker ??= new AnswerChecker(api.swagger() as OpenAPIV3_1.Document);
  const problem = checker.problemWith(method.toUpperCase(), url, res);
  if (problem) {
    throw new Error(
      `${method.toUpperCase()} ${url} answered against the OpenAPI document: ${problem}`,
    );
  }
}
