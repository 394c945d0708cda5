/** An error whose message is safe to show to the user as is (backend contract §1.4). */
export class HttpError extends Error {
  /**
   * `errors`: for /api/auth, every problem when there are several (registration shows each as a
   * toast, REG-56); `message` then sums them up.
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [message],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
