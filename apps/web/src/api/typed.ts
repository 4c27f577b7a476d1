import { type Payload, type RequestOptions, request } from './client.ts';
import type { paths } from './schema';

/**
 * Calls typed from the server's own routes. `schema.d.ts` is generated from the OpenAPI document the
 * server serves (openapi-typescript), so a path, parameter, body or answer that the server renames
 * breaks the web app's build. The call itself goes through `request` (client.ts), the one transport:
 * CSRF token, retries of safe calls, timeouts and error mapping stay in one place. That is why this
 * is a thin typed layer over it rather than a second client such as openapi-fetch.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;

/** The paths that have `method`. */
type PathWith<M extends Method> = {
  [P in Path]: paths[P][M] extends { responses: unknown } ? P : never;
}[Path];
type Operation<P extends Path, M extends Method> = paths[P][M];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The answer of the call's success status: 200, 201 or 202 with JSON, else nothing to read. */
type AnswerOf<O> = O extends { responses: { 200: infer S } }
  ? JsonOf<S>
  : O extends { responses: { 201: infer S } }
    ? JsonOf<S>
    : O extends { responses: { 202: infer S } }
      ? JsonOf<S>
      : undefined;

type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? Exclude<T, undefined> : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? Exclude<T, undefined> : never;
type ContentOf<R, Type extends string> = R extends { content: { [K in Type]: infer B } } ? B : never;
type Body<O, Type extends string> = O extends { requestBody?: infer R } ? ContentOf<R, Type> : never;

/** What a call takes: only the parts its route has, each typed as the route declares it. */
export type CallOptions<O> = ([PathParamsOf<O>] extends [never] ? object : { path: PathParamsOf<O> }) &
  ([QueryOf<O>] extends [never] ? object : { query?: QueryOf<O> }) &
  ([Body<O, 'application/json'>] extends [never] ? object : { json: Body<O, 'application/json'> }) &
  ([Body<O, 'application/x-www-form-urlencoded'>] extends [never]
    ? object
    : { form: Body<O, 'application/x-www-form-urlencoded'> }) &
  ([Body<O, 'multipart/form-data'>] extends [never] ? object : { multipart: Body<O, 'multipart/form-data'> }) &
  Pick<RequestOptions, 'signal' | 'retry' | 'timeoutMs' | 'headers'>;

interface LooseOptions extends Pick<RequestOptions, 'signal' | 'retry' | 'timeoutMs' | 'headers'> {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string | number | boolean | undefined>;
  multipart?: Record<string, string | number | boolean | undefined>;
}

/** The path with its `{name}` parts filled, and the query's defined values after it. */
function urlOf(template: string, options: LooseOptions): string {
  const filled = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = options.path?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return `${filled.replace(/^\/api\//, '')}${search ? `?${search}` : ''}`;
}

/** Form and multipart fields travel as text; a field left undefined is not sent. */
function fieldsOf(fields: Record<string, string | number | boolean | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

function payloadOf(options: LooseOptions): Payload | undefined {
  if (options.json !== undefined) return { json: options.json };
  if (options.form !== undefined) return { form: fieldsOf(options.form) };
  if (options.multipart !== undefined) return { multipart: fieldsOf(options.multipart) };
  return undefined;
}

/** One call of the API, typed end to end by the route it names. */
export function call<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  ...[options]: object extends CallOptions<Operation<P, M>>
    ? [options?: CallOptions<Operation<P, M>>]
    : [options: CallOptions<Operation<P, M>>]
): Promise<AnswerOf<Operation<P, M>>> {
  const loose = (options ?? {}) as LooseOptions;
  return request(urlOf(path, loose), {
    method: method.toUpperCase() as NonNullable<RequestOptions['method']>,
    payload: payloadOf(loose),
    headers: loose.headers,
    signal: loose.signal,
    retry: loose.retry,
    timeoutMs: loose.timeoutMs,
  });
}
