import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The request log: one line per request, once it is answered, with the method, the URL (its
 * secrets masked by app.ts's serializer), the caller's address, the status and the time taken;
 * an error in full. Fastify's own controller writes two lines per request (incoming request,
 * request completed): at the default level (info) the bench measured the category call at about
 * two thirds of its requests/s without any log. A refusal (4xx) and a failure (5xx) also have
 * their own line from the error handler (http/errors.ts), with the reason or the stack.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
