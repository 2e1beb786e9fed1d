import { Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AuthCard } from './auth-card.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { ResetPasswordForm } from './reset-password-form.js';

/** `/recuperar-senha`: asks for a reset link; the answer never says whether the e-mail has an account. */
export function ResetPasswordPage() {
  usePageTitle('Recuperar senha');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard title="Recuperar senha" subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.">
      {sentTo === null ? (
        <ResetPasswordForm onSent={setSentTo} />
      ) : (
        <FormAlert
          status="success"
          message={`Se houver uma conta com o e-mail ${sentTo}, enviamos um link para criar uma nova senha. Confira também a caixa de spam.`}
        />
      )}
      <Text fontSize="sm" textAlign="center">
        <Link asChild colorPalette="secondary" fontWeight="medium">
          <RouterLink to="/entrar">Voltar para o login</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
