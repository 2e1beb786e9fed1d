import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MyDataFormat } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { saveFile } from '../../shared/save-file.js';
import { MyDataStore } from '../../stores/my-data.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';

/**
 * "Seus dados" (LGPD art. 18, II and V): a signed-in person downloads everything their account
 * holds, in JSON or in CSV for Excel. A visitor is told to sign in first. Each click may ask
 * "Confirme que é você" first, since the file holds the whole bank account.
 */
export const MyDataSection = observer(function MyDataSection() {
  const { session } = useStores();
  const myData = usePageStore(MyDataStore);
  if (session.isStarting) return null;
  const download = async (format: MyDataFormat) => {
    const file = await myData.download(format);
    if (file !== null) saveFile(file);
  };
  return (
    <Card.Root as="section" variant="outline" borderRadius="2xl" aria-labelledby="seus-dados">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="seus-dados">Seus dados</Heading>
        {session.isSignedIn ? (
          <Stack gap="3">
            <Text>
              Baixe tudo o que a sua conta guarda: conta, perfil, redes, preços, categorias, dados bancários e chave Pix, carrinho, projetos,
              contratos, mensagens que você escreveu, pagamentos, repasses, notificações e histórico de segurança.
            </Text>
            <Text color="fg.muted" fontSize="sm">O arquivo traz os seus dados bancários completos: guarde-o em lugar seguro. Por segurança, podemos pedir a sua senha de novo.</Text>
            <HStack gap="2" wrap="wrap">
              <BusyButton variant="outline" busy={myData.downloading === 'json'} locked={myData.downloading !== null} onClick={() => void download('json')}>
                Baixar meus dados (JSON)
              </BusyButton>
              <BusyButton variant="outline" busy={myData.downloading === 'csv'} locked={myData.downloading !== null} onClick={() => void download('csv')}>
                Baixar meus dados (CSV)
              </BusyButton>
            </HStack>
            {myData.error !== null && <Text role="alert" fontSize="sm" color="fg.error">{myData.error}</Text>}
          </Stack>
        ) : (
          <Text>
            Para baixar os dados da sua conta,{' '}
            <Link asChild colorPalette="secondary" textDecoration="underline">
              <RouterLink to="/entrar">entre na sua conta</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});
