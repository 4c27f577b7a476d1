import { ERRORS, type ErrorCode, type FieldError, isErrorCode, type MessageParams } from '@kinframe/contract';

/**
 * Every failed call becomes one ApiError, mapped once as spec section 8 says. `message` is the
 * English text the spec prescribes for the answer; `code` names the catalogue entry the UI
 * translates (`errors.<code>`). When the server sent a message the catalogue does not know, `code`
 * is undefined and the message is shown as is (spec: "other messages are shown as is").
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly params: MessageParams | undefined;
  readonly fieldErrors: FieldError[];
  /** The server's own text, before mapping: login needs it to recognise its special cases. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | undefined;
    message: string;
    params?: MessageParams;
    fieldErrors?: FieldError[];
    serverMessage?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
    this.fieldErrors = init.fieldErrors ?? [];
    this.serverMessage = init.serverMessage;
  }

  /** Spec section 4: an 'Unauthorized' answer ends the session. A CSRF refusal reads the same. */
  get isUnauthorized(): boolean {
    return this.code === 'unauthorized' || this.code === 'csrf_failed';
  }

  /** Nothing came back: worth trying again for a call that may safely be repeated. */
  get isNetworkFailure(): boolean {
    return this.code === 'no_internet';
  }

  get isCancelled(): boolean {
    return this.code === 'cancelled';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Statuses whose answer carries a message meant for the person (spec section 8). */
const MESSAGE_STATUSES = new Set([400, 404, 409, 418]);

/** Statuses with a fixed text of their own (spec section 8). */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'unauthorized',
  500: 'internal_server_error',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Django-style error value: a string, or a list whose first string counts. */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item !== '');
  return undefined;
}

/** Where servers put their message, in the order of spec section 8. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!isObject(body)) return typeof body === 'string' && body.trim() !== '' ? body : undefined;
  const error = isObject(body.error) ? body.error : undefined;
  const errors = isObject(body.errors) ? body.errors : undefined;
  const meta = isObject(body.meta) ? body.meta : undefined;
  return (
    firstText(body.message) ??
    firstText(error?.message) ??
    firstText(errors?.__all__) ??
    firstText(errors?.old_password) ??
    firstText(meta?.message)
  );
}

/** A body the server marked as failed, whatever its status (spec: success false or ok false). */
export function isFailureBody(body: unknown): boolean {
  return isObject(body) && (body.success === false || body.ok === false);
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item): FieldError[] => {
    if (!isObject(item) || typeof item.id !== 'string' || typeof item.message !== 'string') return [];
    const code = isErrorCode(item.code) ? item.code : 'validation_failed';
    const params = isObject(item.params) ? (item.params as MessageParams) : undefined;
    return [{ id: item.id, code, message: item.message, params }];
  });
}

/** The catalogue entry whose English text is exactly this message, for servers that send no code. */
function codeOfText(message: string): ErrorCode | undefined {
  return (Object.keys(ERRORS) as ErrorCode[]).find((code) => ERRORS[code].text === message);
}

/** Turns an HTTP answer that failed (by status or by body) into an ApiError. */
export function mapErrorResponse(status: number, body: unknown): ApiError {
  const serverMessage = serverMessageOf(body);
  const bodyCode = isObject(body) && isErrorCode(body.code) ? body.code : undefined;
  const params = isObject(body) && isObject(body.params) ? (body.params as MessageParams) : undefined;
  const fieldErrors = fieldErrorsOf(body);

  // A 2xx answer that says it failed is treated like a refused request with a message.
  const isMessageStatus = MESSAGE_STATUSES.has(status) || (status >= 200 && status < 300);
  let message: string;
  let derivedCode: ErrorCode | undefined;
  const fixedCode = STATUS_CODES[status];
  if (isMessageStatus) {
    message = serverMessage ?? ERRORS.something_went_wrong.text;
    derivedCode = serverMessage === undefined ? 'something_went_wrong' : codeOfText(serverMessage);
  } else if (fixedCode) {
    message = ERRORS[fixedCode].text;
    derivedCode = fixedCode;
  } else if (Number.isInteger(status) && status > 0) {
    message = ERRORS.unhandled_error.text;
    derivedCode = 'unhandled_error';
  } else {
    message = ERRORS.something_went_wrong.text;
    derivedCode = 'something_went_wrong';
  }

  // The server's own code names the catalogue text it meant, so it wins over one derived from the
  // status. A 401 or 403 without a code is 'Unauthorized' and ends the session; with a code of its
  // own (plus_required) the server says why, and that must not sign the person out.
  const code = bodyCode ?? derivedCode;
  return new ApiError({ status, code, message, params, fieldErrors, serverMessage });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'no_internet', message: ERRORS.no_internet.text });
}

export function cancelledError(): ApiError {
  return new ApiError({ status: 0, code: 'cancelled', message: ERRORS.cancelled.text });
}
