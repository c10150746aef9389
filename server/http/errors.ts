/**
 * An error that becomes a JSON response `{ "error": { code, message, field } }`.
 * Route handlers throw it; the dispatcher turns it into the response, so a
 * bad request never reaches the generic 500 path.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { field?: string | undefined; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/** The JSON body of every error response. */
export function errorBody(code: string, message: string, field?: string) {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}
