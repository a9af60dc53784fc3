import type { Letter } from './mailer';

/**
 * The Russian letters the product sends, each as HTML and plain text with the same link.
 * Links are built from APP_URL; names and company titles are escaped for the HTML part.
 */
const PRODUCT = 'StaffPay';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function link(appUrl: string, path: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

interface Body {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}

function letter(b: Body): Letter {
  const text = [b.greeting, '', ...b.lines, '', `${b.action}: ${b.url}`, '', b.footer, '', `— ${PRODUCT}`].join('\n');
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(b.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(b.greeting)}</p>
${b.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:10px 18px;background:#7048e8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(b.action)}</a></p>
<p style="font-size:13px;color:#52606d">Если кнопка не работает, откройте ссылку: <a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(b.footer)}</p>
<p>— ${PRODUCT}</p>
</body></html>`;
  return { to: b.to, subject: b.subject, text, html };
}

export function verificationLetter(appUrl: string, to: { email: string; firstName: string }, token: string): Letter {
  return letter({
    to: to.email,
    subject: 'Подтвердите email',
    greeting: `Здравствуйте, ${to.firstName}!`,
    lines: [`Вы зарегистрировались в ${PRODUCT}. Подтвердите адрес электронной почты, чтобы войти в систему.`],
    action: 'Подтвердить email',
    url: link(appUrl, '/auth/verify-email', token),
    footer: 'Ссылка действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.',
  });
}

export function passwordResetLetter(appUrl: string, to: { email: string; firstName: string }, token: string): Letter {
  return letter({
    to: to.email,
    subject: 'Сброс пароля',
    greeting: `Здравствуйте, ${to.firstName}!`,
    lines: ['Мы получили запрос на сброс пароля для вашей учётной записи.'],
    action: 'Сбросить пароль',
    url: link(appUrl, '/auth/reset-password', token),
    footer:
      'Ссылка действует 1 час и работает один раз. После смены пароля все остальные сеансы будут завершены. ' +
      'Если вы не запрашивали сброс, просто проигнорируйте это письмо.',
  });
}

export function invitationLetter(
  appUrl: string,
  invite: { email: string; companyName: string; roleName: string; inviterName: string | null },
  token: string,
): Letter {
  const by = invite.inviterName ? `${invite.inviterName} приглашает вас` : 'Вас приглашают';
  return letter({
    to: invite.email,
    subject: `Приглашение в компанию «${invite.companyName}»`,
    greeting: 'Здравствуйте!',
    lines: [
      `${by} в компанию «${invite.companyName}» в ${PRODUCT} с ролью «${invite.roleName}».`,
      `Чтобы принять приглашение, войдите или зарегистрируйтесь с адресом ${invite.email}.`,
    ],
    action: 'Принять приглашение',
    url: link(appUrl, '/invitations/accept', token),
    footer: 'Приглашение действует 7 дней и может быть использовано один раз.',
  });
}
