import { Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountDeletionStore } from '../../stores/account-deletion.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/**
 * "Excluir minha conta" (LGPD art. 18, VI): what deleting erases, what the law makes Publi keep
 * and for how long, and the way to do it, behind a confirmation. A visitor is told to sign in first.
 */
export const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { session } = useStores();
  const accountDeletion = usePageStore(AccountDeletionStore);
  const [open, setOpen] = useState(false);
  if (session.isStarting) return null;
  const openDialog = (value: boolean) => {
    accountDeletion.reset();
    setOpen(value);
  };
  return (
    <Card.Root as="section" variant="outline" borderRadius="2xl" aria-labelledby="excluir-conta">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="excluir-conta">Excluir minha conta</Heading>
        {session.isSignedIn ? (
          <Stack gap="3">
            <Text>Ao excluir a sua conta:</Text>
            <List.Root ps="5" gap="1">
              <List.Item>apagamos os seus dados pessoais: perfil, redes sociais, dados bancários, chave Pix, fotos, carrinho e notificações;</List.Item>
              <List.Item>o seu acesso é removido: não dá mais para entrar com este e-mail e esta senha;</List.Item>
              <List.Item>
                os registros financeiros (pagamentos, repasses e notas) ficam guardados por 5 anos, como a lei exige, sem o seu nome: aparecem como
                “Conta excluída”;
              </List.Item>
              <List.Item>as mensagens e entregas dos contratos continuam com a outra parte, que também participou deles.</List.Item>
            </List.Root>
            <Text fontWeight="medium">A exclusão é definitiva e não pode ser desfeita.</Text>
            <Text color="fg.muted" fontSize="sm">
              Contas com contratos, pagamentos ou repasses em andamento só podem ser excluídas quando eles terminarem. Por segurança, podemos
              pedir a sua senha de novo.
            </Text>
            <DeleteAccountDialog open={open} onOpenChange={openDialog} />
          </Stack>
        ) : (
          <Text>
            Só quem está na conta pode excluí-la:{' '}
            <Link asChild colorPalette="secondary" textDecoration="underline">
              <RouterLink to="/entrar">entre para excluir a sua conta</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});

