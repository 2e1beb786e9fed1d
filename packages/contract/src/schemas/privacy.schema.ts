import { z } from 'zod';
import { PRIVACY_POLICY_VERSION } from './privacy-policy-version.js';


/** Said beside the sign-up checkbox when it was not ticked (the field is missing). */
export const PRIVACY_CONSENT_MISSING_MESSAGE = 'Para criar a conta, leia e aceite a Política de Privacidade.';

/** Said when the page that was read is older than the policy in force. */
export const PRIVACY_CONSENT_OUTDATED_MESSAGE = 'A Política de Privacidade mudou: recarregue a página, leia a versão atual e aceite de novo.';

/** `privacy_policy_version` of `POST /account/user`: the policy version the person accepted. */
export const privacyPolicyVersionField = z.literal(PRIVACY_POLICY_VERSION, {
  error: (issue) => (issue.input === undefined || issue.input === null ? PRIVACY_CONSENT_MISSING_MESSAGE : PRIVACY_CONSENT_OUTDATED_MESSAGE),
});
