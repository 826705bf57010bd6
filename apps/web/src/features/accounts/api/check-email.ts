import type { CheckEmailResponse } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/** Whether an address is already registered (the registration form asks on blur). */
export function checkEmail(emailId: string, captchaToken: string): Promise<CheckEmailResponse> {
  return api<CheckEmailResponse>('/api/validate/email', {
    query: { emailId, captchaToken },
    silent: true,
  });
}
