/** A response with a status outside 200-299. */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly url: string;
  constructor(url: string, status: number) {
    super(`${url} answered ${status}.`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.url = url;
  }
}

/** The server answered that nobody is signed in (401): the session has ended. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status === 401;
}

/** A response whose body is not the JSON the client expects. */
export class InvalidResponseError extends Error {
  readonly url: string;
  constructor(url: string, reason: string, options?: ErrorOptions) {
    super(`${url} sent an invalid response: ${reason}`, options);
    this.name = 'InvalidResponseError';
    this.url = url;
  }
}

/** The JSON body of a response; HttpStatusError or InvalidResponseError otherwise. */
export async function readJson(response: Response, url: string): Promise<unknown> {
  if (!response.ok) throw new HttpStatusError(url, response.status);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidResponseError(url, 'the body is not JSON', { cause: error });
  }
}

/** Checks the status and drops the body. */
export async function expectOk(response: Response, url: string): Promise<void> {
  if (!response.ok) throw new HttpStatusError(url, response.status);
  await response.body?.cancel();
}
