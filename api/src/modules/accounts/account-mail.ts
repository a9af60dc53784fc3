import type { RequestContext } from '../../shared/context';
import type { Letter } from '../../shared/mail/mailer';

/**
 * Sends a letter whose outcome must not show in the answer (forgot password, resend): the
 * caller answers at once and the same way whether or not an account exists, so neither the
 * reply nor its timing tells which addresses are registered. A failure is only logged.
 */
export function sendInBackground(ctx: RequestContext, letter: Letter): void {
  ctx.app.mailer.send(letter).catch((error: unknown) => {
    ctx.app.log.error({ err: error }, 'background mail failed');
  });
}
