import { describe, expect, it } from 'vitest';
import { escapeHtml, invitationLetter, passwordResetLetter, verificationLetter } from './letters';

describe('letters', () => {
  it('builds links from APP_URL with the token encoded', () => {
    const l = verificationLetter('https://staff.example/', { email: 'a@b.ru', firstName: 'Анна' }, 'a+b/c=');
    expect(l.to).toBe('a@b.ru');
    expect(l.text).toContain('https://staff.example/auth/verify-email?token=a%2Bb%2Fc%3D');
    expect(l.html).toContain('href="https://staff.example/auth/verify-email?token=a%2Bb%2Fc%3D"');
    expect(passwordResetLetter('http://x', { email: 'a@b.ru', firstName: 'А' }, 't').text).toContain(
      'http://x/auth/reset-password?token=t',
    );
  });

  it('escapes names and company titles in the HTML part', () => {
    const l = invitationLetter(
      'http://x',
      { email: 'a@b.ru', companyName: '<script>alert(1)</script>', roleName: 'Проверяющий', inviterName: 'Ева "<b>"' },
      't',
    );
    expect(l.html).not.toContain('<script>');
    expect(l.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(l.html).toContain('Ева &quot;&lt;b&gt;&quot;');
    expect(l.text).toContain('с ролью «Проверяющий»');
    expect(l.subject).toBe('Приглашение в компанию «<script>alert(1)</script>»');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
