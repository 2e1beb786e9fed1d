import { Spinner, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AuthCard } from './auth-card.js';
import { ProfileBasicsForm } from './profile-basics-form.js';

/** `/signup/profile`, step 3: the profile basics, for a signed-in person; skippable. */
export const SignUpProfilePage = observer(function SignUpProfilePage() {
  usePageTitle('Seu perfil');
  const { session } = useStores();
  const navigate = useNavigate();
  if (session.isStarting) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" aria-label="Carregando sua conta" />
      </Stack>
    );
  }
  if (!session.isSignedIn) return <Navigate to="/entrar?next=/signup/profile" replace />;
  const isCreator = session.accountType === 'creator';
  return (
    <AuthCard
      wide
      title="Complete seu perfil"
      subtitle={isCreator ? 'Conte onde você está e sobre o que cria: assim as marcas encontram você.' : 'Conte onde sua marca está e o que interessa a ela.'}
    >
      <ProfileBasicsForm isCreator={isCreator} onSaved={() => void navigate('/home')} />
    </AuthCard>
  );
});
